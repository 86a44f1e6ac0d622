// The clients of one fan-out run, in a process of their own: `audience.ts <url> ...planArgs`.
// A fresh process per run, so no run pays for the garbage of the one before.
import { type ChildProcess, fork } from 'node:child_process';
import { type AudienceFigures, connectAudience, figuresOf, untilDoneOrStalled } from './clients.ts';
import { type FanoutPlan, planArgs, planFromArgs } from './publisher.ts';

/** Runs the audience in a child process and resolves with its figures. */
export function measureAudience(url: string, plan: FanoutPlan): Promise<AudienceFigures> {
  const args = [url, ...planArgs(plan)];
  const child: ChildProcess = fork(new URL(import.meta.url).pathname, args, {
    execArgv: ['--import', 'tsx'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (figures) => resolve(figures as AudienceFigures));
    child.once('exit', (code) => reject(new Error(`the audience exited with ${code} before reporting`)));
  });
}

if (process.send && process.argv[1] === new URL(import.meta.url).pathname) {
  const [url = '', ...args] = process.argv.slice(2);
  const plan = planFromArgs(args);
  const audience = await connectAudience(url, plan);
  await untilDoneOrStalled(audience);
  audience.close();
  process.send(figuresOf(audience.receipts, plan.clients * plan.frames), () => process.exit(0));
}
