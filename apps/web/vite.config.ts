import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
// A relative path: Vite loads workspace packages in its config as plain Node modules, which cannot read TypeScript.
import { themeHead } from '../../packages/ui/src/theme/theme-head.ts';
import { precompress } from './build/precompress.ts';

// In development the API server runs beside Vite; in production the server serves the built files itself.
const apiServer = 'http://localhost:3000';

// The React plugin is typed against the Vite 8 hoisted to the root for Vitest; the plugin itself supports Vite 7.
const reactPlugin = react() as unknown as PluginOption;

export default defineConfig({
  plugins: [reactPlugin, themeHead(), precompress() as unknown as PluginOption],
  server: {
    proxy: {
      '/api': apiServer,
      '/healthz': apiServer,
      // The in-house games' calls and the sandbox payment page are the server's too.
      '/house': apiServer,
      '/pay': apiServer,
      '/ws': { target: apiServer, ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
