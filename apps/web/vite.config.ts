import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { codeSplitting } from './build/chunks.ts';
import { lucideIconImports } from './build/lucide-icon-imports.ts';
import { reactRouterProductionBuild, reactRouterTreeShaking } from './build/react-router.ts';

// In development the API runs beside Vite (npm run dev); the server port is 3000 by default.
const apiTarget = `http://localhost:${process.env['API_PORT'] ?? '3000'}`;

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), reactRouterTreeShaking(), lucideIconImports()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' && !isSsrBuild ? reactRouterProductionBuild : []),
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
