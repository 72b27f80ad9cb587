/**
 * What a built app reads at start rather than at build time: `config.js`, loaded by index.html before the
 * app. A static host edits that file (web/public/config.js is the default); the reference server answers
 * it from its environment (server/src/plugins/runtime-config.ts, WEB_API_BASE). Unset values fall back to
 * the build's (`VITE_API_BASE`), then to this origin's `/api/v1/`.
 */
export interface RuntimeConfig {
  /** Where the API lives: a path on this origin or an absolute URL, ending in `/`. */
  apiBase?: string;
}

declare global {
  // A `var` is what declares a property of the global object.
  var __APP_CONFIG__: RuntimeConfig | undefined;
}

export function apiBaseOf(runtime: RuntimeConfig | undefined, built: string | undefined): string {
  return runtime?.apiBase || built || '/api/v1/';
}

/** The API base in force, read once at start. */
export const apiBase: string = apiBaseOf(globalThis.__APP_CONFIG__, import.meta.env.VITE_API_BASE);
