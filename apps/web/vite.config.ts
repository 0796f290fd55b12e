import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';
import { codeSplitting } from './build/chunks.ts';

// In development the API runs beside Vite (npm run dev); the server port is 3000 by default.
const apiTarget = `http://localhost:${process.env['API_PORT'] ?? '3000'}`;

const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
/**
 * React Router's package points every bundler (and Node) at its development build (assertions
 * and warnings included); the production builds, the browser's and the server renderer's,
 * take its production build instead (bundled into the server entry, which it then ships).
 */
const reactRouterProductionBuild: Alias = {
  find: /^react-router$/,
  replacement: join(reactRouterDir, 'dist/production/index.mjs'),
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [reactRouterProductionBuild] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      // A digest's one-click unsubscribe posts here; its page (a GET) is the app's own.
      '/alerts/unsubscribe': {
        target: apiTarget,
        bypass: (request) => (request.method === 'POST' ? undefined : request.url),
      },
      '/robots.txt': apiTarget,
      '/sitemap.xml': apiTarget,
    },
  },
  build: {
    sourcemap: true,
    modulePreload: { polyfill: false },
    // The server reads it to preload the code of the page it rendered.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // The server build (entry-server) is one module that imports its packages from node_modules.
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: codeSplitting(),
            // Files are named by their hash alone: every page's file list (the routes' preloads)
            // and every import between files carries the names, 0.8 kB of the first load with
            // the modules' names in them. Source maps and the build manifest still name them.
            chunkFileNames: 'assets/[hash].js',
          },
        },
  },
}));
