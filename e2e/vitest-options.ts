// What every browser run needs, shared by the journeys (in `npm test`) and the screenshot tour.
export const browserRunOptions = {
  environment: 'node',
  // Builds the web app and starts the shared Chromium once per run.
  globalSetup: ['e2e/support/global-setup.ts'],
  // Each file runs on the run's fixed clock, never the machine's.
  setupFiles: ['e2e/support/run-clock.ts'],
  testTimeout: 120_000,
  hookTimeout: 120_000,
} as const;
