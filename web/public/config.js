// The app's runtime config, read before it starts (web/src/lib/runtime-config.ts). A static host may set
// values here, e.g. window.__APP_CONFIG__ = { apiBase: 'https://api.example.com/api/v1/' }; the reference
// server answers this file from its environment instead (WEB_API_BASE).
window.__APP_CONFIG__ = {};
