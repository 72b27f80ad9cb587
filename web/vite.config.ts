import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineEntryCss } from './build/inline-entry-css.ts';
import { precompress } from './build/precompress.ts';
import { startGroup } from './build/start-chunk.ts';

// The dev server proxies the API base to a backend: the reference server on 8080 unless VITE_API_TARGET says otherwise.
export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const target = env.VITE_API_TARGET ?? 'http://localhost:8080';
  // A production build trusts the server's answers (src/lib/validate-responses.ts): `@app/contracts`
  // resolves to the contracts' zod-free entry (call index, plain values, formulas), so the first screen
  // loads no zod. `VITE_VALIDATE_RESPONSES=1` builds with the full contracts and parses every answer and
  // push, to check an upstream in the browser. Pages that need a schema (form rules, the developer
  // tools) import `@app/contracts/schemas` and load zod with their own chunk.
  const trusting = mode === 'production' && env.VITE_VALIDATE_RESPONSES !== '1';
  const wireEntry = fileURLToPath(new URL('../contracts/src/wire.ts', import.meta.url));
  return {
    base: './',
    resolve: { alias: trusting ? [{ find: /^@app\/contracts$/, replacement: wireEntry }] : [] },
    // A literal, so the bundler drops the validating branches (and the schemas they load) when trusting.
    define: { 'import.meta.env.VALIDATE_RESPONSES': JSON.stringify(!trusting) },
    plugins: [
      react(),
      // Installable app with an offline shell: every built file is precached; navigations fall back to
      // the shell (hash routes); a new deploy waits for the user's "Reload" (src/app/pwa.ts).
      VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        includeAssets: ['icons/apple-touch-icon.png', 'icons/icon.svg'],
        manifest: {
          name: 'Coinly',
          short_name: 'Coinly',
          description: 'Markets, timed trading and earning, mobile first.',
          start_url: './#/app/pages/tabbar/index/index',
          scope: './',
          display: 'standalone',
          orientation: 'portrait',
          background_color: '#f4f5f7',
          theme_color: '#1677ff',
          icons: [
            { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
          // The runtime config is the server's to answer (src/lib/runtime-config.ts): never a cached copy.
          globIgnores: ['config.js'],
          navigateFallback: 'index.html',
          navigateFallbackDenylist: [/^\/api\//, /^\/static\//, /^\/ws/],
          cleanupOutdatedCaches: true,
        },
      }),
      {
        // The service worker's registration adds the manifest's link (src/app/pwa.ts), after the first screen.
        name: 'manifest-link-later',
        apply: 'build',
        enforce: 'post',
        transformIndexHtml: {
          order: 'post',
          handler: (html) => html.replace(/<link rel="manifest"[^>]*>/, ''),
        },
      },
      inlineEntryCss(),
      precompress(),
    ],
    build: {
      manifest: true,
      target: 'es2022',
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          // Lazy chunks are named by their hash alone: the entry lists every chunk a dynamic import needs (for
          // preloading), so each name is paid for on every first screen. The entry and the start chunk keep
          // their names (the start-up test and the size report look for them).
          chunkFileNames: (chunk) =>
            /^(start|rolldown-runtime)$/.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js',
          // The same for the lazy chunks' style sheets, which that list names too; other assets keep names.
          assetFileNames: (asset) =>
            asset.names.some((n) => n.endsWith('.css'))
              ? 'assets/[hash:7][extname]'
              : 'assets/[name]-[hash][extname]',
          codeSplitting: {
            // The animation library (≈ 17 KB gzip, with the mask and centre popup built on it) and the gesture library get
            // chunks of their own: left to automatic chunking, react-spring shared a chunk with the small
            // helpers every antd-mobile component needs, so a page with one Button (the popup notice on
            // home) loaded it. Without their dependencies (React stays in the entry).
            groups: [
              {
                name: 'motion',
                test: /node_modules[\\/](@react-spring|antd-mobile[\\/]es[\\/]components[\\/](center-popup|mask))[\\/]/,
                includeDependenciesRecursively: false,
              },
              // Everything the entry loads statically (React, routing, i18next, TanStack Query, the app's
              // storage, session and i18n) as one chunk: left to automatic chunking they came as a dozen
              // small shared chunks (build/start-chunk.ts).
              startGroup(fileURLToPath(new URL('./src/main.tsx', import.meta.url)), [
                '/web/src/lib/query-keys.ts',
                '/web/src/lib/runtime-config.ts',
                '/contracts/src/intervals.ts',
              ]),
              {
                name: 'gesture',
                test: /node_modules[\\/]@use-gesture[\\/]/,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    server: {
      host: true,
      proxy: {
        '/api': { target, changeOrigin: true, ws: true },
        '/__admin': { target, changeOrigin: true },
        // Live prices: the socket is upgraded through the proxy. The backend takes a socket from its own
        // host only (server/src/live/live.plugin.ts, originAllowed), so the page's origin is swapped for
        // the target's: this dev server is the page's origin as far as the backend can tell.
        '/ws': {
          target,
          ws: true,
          changeOrigin: true,
          configure: (proxy) =>
            proxy.on('proxyReqWs', (req) => req.setHeader('origin', new URL(target).origin)),
        },
      },
    },
  };
});
