import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Routes are lazy, so each screen is its own chunk. The libraries every screen needs are grouped so
 * that the browser caches them across releases. The data grid and date pickers are deliberately not
 * grouped: a group gathers every matching module into one chunk, so the small locale modules the
 * theme imports would drag the whole grid into the first load.
 */
const vendorGroups: { name: string; test: RegExp; priority: number }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 30 },
  { name: 'mui', test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|core-downloads-tracker)|@emotion|@popperjs|react-transition-group|react-is|stylis|clsx)[\\/]/, priority: 20 },
  { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/, priority: 15 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 15 },
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
