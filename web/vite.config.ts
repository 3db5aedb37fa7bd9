import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  ssr: { noExternal: ['@haul/shared'] },
});
