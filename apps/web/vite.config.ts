import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// In development the API runs beside Vite (npm run dev); the server port is 3000 by default.
const apiTarget = `http://localhost:${process.env['API_PORT'] ?? '3000'}`;

// React Router's package points every bundler at its development build (assertions and
// warnings included); the browser's production bundle takes the production build instead.
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: join(reactRouterDir, 'dist/production/dom-export.mjs'),
  },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' && !isSsrBuild ? reactRouterProduction : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/robots.txt': apiTarget,
      '/sitemap.xml': apiTarget,
    },
  },
  build: {
    sourcemap: true,
    // The server reads it to preload the code of the page it rendered.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // The server build (entry-server) is one module that imports its packages from node_modules.
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            // React and the router change together and rarely: one long-cached chunk.
            manualChunks(id: string) {
              if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id))
                return 'react';
              return undefined;
            },
          },
        },
  },
}));
