import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { precompress } from './build/precompress.ts';

// The dev server proxies the API base to a backend: the reference server on 8080 unless VITE_API_TARGET says otherwise.
export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const target = env.VITE_API_TARGET ?? 'http://localhost:8080';
  return {
    base: './',
    plugins: [react(), precompress()],
    build: { manifest: true, target: 'es2022', chunkSizeWarningLimit: 600 },
    server: {
      host: true,
      proxy: {
        '/api': { target, changeOrigin: true, ws: true },
      },
    },
  };
});
