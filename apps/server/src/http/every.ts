// Periodic work of a server instance: a task every `ms`, never two passes at once, stopped (and its
// pass awaited) when the app closes.
import type { AppInstance } from './app-instance.ts';

export function every(app: AppInstance, ms: number, task: () => Promise<unknown>, what: string): void {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= task()
      .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
      .finally(() => {
        running = null;
      });
  }, ms);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
