import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
// A relative path: Vite loads workspace packages in its config as plain Node modules, which cannot read TypeScript.
import { themeHead } from '../../packages/ui/src/theme/theme-head.ts';
// The player site's build step, reused: the server sends the precompressed files as they are.
import { precompress } from '../web/build/precompress.ts';

// In development the API server runs beside Vite; in production the server serves the built files at /admin/.
const apiServer = 'http://localhost:3000';
const proxy = {
  '/api': apiServer,
  '/ws': { target: apiServer, ws: true },
};

// The React plugin is typed against the Vite 8 hoisted to the root for Vitest; the plugin itself supports Vite 7.
const reactPlugin = react() as unknown as PluginOption;

export default defineConfig({
  base: '/admin/',
  plugins: [reactPlugin, themeHead(), precompress() as unknown as PluginOption],
  server: { port: 5174, proxy },
  preview: { port: 4174, proxy },
  build: { outDir: 'dist', emptyOutDir: true },
});
