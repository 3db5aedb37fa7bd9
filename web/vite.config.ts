import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config.ts';

/**
 * Zod 4 probes `new Function('')` when it builds object schemas, to decide on compiled parsers.
 * Our CSP refuses eval, so every page would report a CSP violation (harmless but noisy, and it
 * hides real ones). Jitless mode skips the probe; it must be set before zod's code runs, which
 * happens while the chunk holding zod loads, so the chunk starts by setting zod's global config.
 * See docs/decisions/0032-content-security-policy.md.
 */
const ZOD_JITLESS = '(globalThis.__zod_globalConfig ??= {}).jitless = true;';
const holdsZod = (chunk: { moduleIds: readonly string[] }) =>
  chunk.moduleIds.some((id) => /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id));

export default defineConfig(({ isSsrBuild }) => ({
  // The service worker belongs to the browser build only.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [VitePWA(pwaOptions)])],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: isSsrBuild
      ? undefined
      : {
          // static.html is the template for prerendered content pages (no React), index.html for
          // the booking page (hydrated by React); app.html is the staff shell.
          input: {
            static: path.resolve(import.meta.dirname, 'static.html'),
            index: path.resolve(import.meta.dirname, 'index.html'),
            app: path.resolve(import.meta.dirname, 'app.html'),
          },
          output: { banner: (chunk) => (holdsZod(chunk) ? ZOD_JITLESS : '') },
        },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  ssr: { noExternal: ['@haul/shared'] },
}));
