// The game launch flow of spec 002 §2, shared by every casino list: a visitor is asked to sign in
// and brought back to the game; a player's game is opened by opencas and shown as its answer says.
import { ApiError } from '@bet/api-client/call-api';
import type { OpenCasinoAnswer } from '@bet/domain/api/casino';
import type { TFunction } from 'i18next';
import { gameReturnUrl, type LaunchTarget } from './game-query.ts';
import { launchOutcome } from './launch-outcome.ts';

/** What the flow does to the page; the hook gives the real ones, tests their own. */
export type LaunchIo = {
  signedIn: boolean;
  /** The screen's path, where the visitor comes back to after signing in. */
  pathname: string;
  openLogin(then: string): void;
  open(target: LaunchTarget): Promise<OpenCasinoAnswer>;
  /** The loading curtain. */
  busy(on: boolean): void;
  overlay(url: string): void;
  navigate(url: string): void;
  /** An error notification (status 2). */
  fail(message: string): void;
  t: TFunction;
};

/** The refusal's own message (opencas sends it translated), else the catalogue's text for its key. */
function refusalText(error: unknown, t: TFunction): string {
  const fallback = t('common.errors.technicalError');
  if (!(error instanceof ApiError)) return fallback;
  return error.message || t(`common.errors.${error.key}`, { defaultValue: '' }) || fallback;
}

export async function runLaunch(target: LaunchTarget, io: LaunchIo): Promise<void> {
  if (!io.signedIn) {
    io.openLogin(gameReturnUrl(io.pathname, target));
    return;
  }
  io.busy(true);
  let answer: OpenCasinoAnswer;
  try {
    answer = await io.open(target);
  } catch (error) {
    io.busy(false);
    io.fail(refusalText(error, io.t));
    return;
  }
  const outcome = launchOutcome(answer);
  if (outcome.kind === 'noGameUrl') {
    io.busy(false);
    io.fail(io.t('casino.launch.serviceProblem', { fields: io.t('casino.launch.fields.gameurl') }));
  } else if (outcome.kind === 'overlay') {
    io.busy(false);
    io.overlay(outcome.url);
  } else {
    // The curtain stays while the browser leaves for the game.
    io.navigate(outcome.url);
  }
}
