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
export const ZOD_JITLESS = '(globalThis.__zod_globalConfig ??= {}).jitless = true;';
export const holdsZod = (chunk: { moduleIds: readonly string[] }) =>
  chunk.moduleIds.some((id) => /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id));

/**
 * Island name (its `data-island`) → its module; see web/src/lib/island.tsx and docs/decisions/0018.
 * The booking wizard is built apart, on Preact's compat layer (vite.island.config.ts, decision 0211).
 */
const ISLANDS = {
  'contact-form': path.resolve(import.meta.dirname, 'src/features/public-site/contact-form-island.tsx'),
};

export default defineConfig(({ isSsrBuild }) => ({
  // The service worker belongs to the browser build only.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [VitePWA(pwaOptions)])],
  build: {
    target: 'es2022',
    manifest: true,
    // Every browser we target has <link rel="modulepreload">; the polyfill would be a chunk the
    // static pages' script imports, a second request before the first paint (decision 0018).
    modulePreload: { polyfill: false },
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: isSsrBuild
      ? undefined
      : {
          // static.html is the template for every prerendered public page (no React but its
          // islands, decisions 0013 and 0018); app.html is the staff shell. index.html is only the
          // dev server's entry (the whole app, client-rendered).
          input: {
            static: path.resolve(import.meta.dirname, 'static.html'),
            app: path.resolve(import.meta.dirname, 'app.html'),
            // Islands are entries too: the static script imports them by URL, which keeps it one
            // file with no preload helper; the prerender finds their files in the manifest.
            ...ISLANDS,
          },
          preserveEntrySignatures: 'exports-only',
          output: { banner: (chunk) => (holdsZod(chunk) ? ZOD_JITLESS : '') },
        },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  ssr: { noExternal: ['@haul/shared'] },
}));
