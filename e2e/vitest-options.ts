// What every browser run needs, shared by the journeys (in `npm test`) and the screenshot tour.

/** Waits that a journey may need on a busy 2-core machine; no assertion is about time. */
export const STEP_TIMEOUT = 20_000;

export const browserRunOptions = {
  environment: 'node',
  // Builds the web app and starts the shared Chromium once per run.
  globalSetup: ['e2e/support/global-setup.ts'],
  // Each file runs on the run's fixed clock, never the machine's.
  setupFiles: ['e2e/support/run-clock.ts'],
  testTimeout: 120_000,
  hookTimeout: 120_000,
  // expect.poll waits as long as a step may: its default second failed a page that redirects after a
  // call on a full CI run.
  expect: { poll: { timeout: STEP_TIMEOUT } },
} as const;
