import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { browserRunOptions } from './e2e/vitest-options.ts';

/** How long page tests wait for what they look for; see the file. */
const pageTestWaits = 'packages/ui/src/testing/dom-waits.ts';
/**
 * Test files are independent (own databases, schemas, ports and bus namespaces), so they use every
 * core; vitest's default leaves one idle, which on a 2-core CI runs them one by one.
 */
const everyCore = { maxWorkers: availableParallelism() };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          ...everyCore,
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          ...everyCore,
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: [pageTestWaits],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'admin',
          ...everyCore,
          include: ['apps/admin/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: [pageTestWaits],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          ...everyCore,
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // After the rest, not beside the CPU-bound server files: a journey mostly waits on its own
        // server and browser, so two run side by side.
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          ...everyCore,
          sequence: { groupOrder: 1 },
          ...browserRunOptions,
        },
      },
    ],
  },
});
