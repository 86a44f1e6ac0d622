import { defineConfig } from 'vitest/config';
import { browserRunOptions } from './e2e/vitest-options.ts';

/** How long page tests wait for what they look for; see the file. */
const pageTestWaits = 'packages/ui/src/testing/dom-waits.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: [pageTestWaits],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'admin',
          include: ['apps/admin/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: [pageTestWaits],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: { name: 'e2e', include: ['e2e/**/*.e2e.test.ts'], ...browserRunOptions },
      },
    ],
  },
});
