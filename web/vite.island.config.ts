import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { holdsZod, ZOD_JITLESS } from './vite.config.ts';

/**
 * The /booking wizard island, built on its own with Preact's React compatibility layer in place of
 * React (decision 0211): react-dom alone is ~58 KB of gzipped script, more than three quarters of
 * the page's 75 KB budget (decision 0210), while Preact with its compat layer is ~5 KB. The wizard's
 * source stays React code: the same components, react-hook-form and the shared zod schemas; the
 * staff app, the contact form island and the tests keep real React.
 *
 * Runs after the main build (`pnpm build`), into the same dist/ without emptying it; its manifest
 * (.vite/island-manifest.json) tells the prerender the island's file (web/scripts/prerender.mjs).
 */
const PREACT_COMPAT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: PREACT_COMPAT, dedupe: ['preact'] },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    manifest: '.vite/island-manifest.json',
    modulePreload: { polyfill: false },
    sourcemap: false,
    reportCompressedSize: false,
    copyPublicDir: false,
    rollupOptions: {
      input: { 'booking-wizard': path.resolve(import.meta.dirname, 'src/features/booking/booking-island.tsx') },
      // The form's schemas are a chunk of their own, loaded on first use (decision 0280); it imports
      // zod and the rest from the entry, which may export more for it, so the island stays one file at load.
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/island-[name]-[hash].js',
        banner: (chunk) => (holdsZod(chunk) ? ZOD_JITLESS : ''),
      },
    },
  },
});
