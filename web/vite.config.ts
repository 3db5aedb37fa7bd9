import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config.ts';

export default defineConfig(({ isSsrBuild }) => ({
  // The service worker belongs to the browser build only.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [VitePWA(pwaOptions)])],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // index.html is the template for prerendered public pages; app.html is the staff shell.
    rollupOptions: isSsrBuild
      ? undefined
      : {
          input: {
            index: path.resolve(import.meta.dirname, 'index.html'),
            app: path.resolve(import.meta.dirname, 'app.html'),
          },
        },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  ssr: { noExternal: ['@haul/shared'] },
}));
