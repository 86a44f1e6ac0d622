// Opening a game (opencas, bingo): a signed-in player with the game's product permission, under no
// dealer whose casino limit is full, gets a launch token in the game's URL at its provider.

import { type MessageKey, translate } from '@bet/domain';
import { CASINO_SERVICE, type OpenCasinoAnswer } from '@bet/domain/api/casino';
import type { PermissionName } from '@bet/domain/user-defaults';
import type { Executor } from '../../../db/client.ts';
import { effectivePermissions, findUserById } from '../../account/index.ts';
import { playBlockOf } from '../../protection/index.ts';
import { issueLaunchToken } from '../launch-tokens.ts';
import { casinoLimitReached } from './casino-limits.ts';
import { findOpenableGame, type OpenableGame } from './catalogue-repo.ts';

/** The product permission each top service needs. */
const PERMISSION_OF_TOP: Readonly<Record<number, PermissionName>> = {
  [CASINO_SERVICE.liveCasino]: 'casinoUser',
  [CASINO_SERVICE.slots]: 'slotUser',
  [CASINO_SERVICE.virtualGames]: 'virtualUser',
  [CASINO_SERVICE.tvGames]: 'tvgamesUser',
  [CASINO_SERVICE.bingoMaster]: 'bingoUser',
};

export type OpenGameContext = {
  db: Executor;
  siteId: number;
  /** The signed-in player, or null for a visitor. */
  player: { userId: number; dealerPath: readonly number[] } | null;
  lang: string;
  now: Date;
};

export type OpenGameRequest = {
  serviceId: number;
  masterServiceId?: number | undefined;
  /** The key answered when the site lists no such game. */
  notFound?: MessageKey;
};

const refused = (key: MessageKey, lang: string, params: Record<string, string> = {}): OpenCasinoAnswer => ({
  status: false,
  msg: translate(key, lang, params),
  content: { gameurl: '', iframe: 0 },
});

/** A master given must name the game's company or its top service; one service always opens under its fixed master. */
function masterFits(game: OpenableGame, request: OpenGameRequest): boolean {
  const master =
    request.serviceId === CASINO_SERVICE.mappedService
      ? CASINO_SERVICE.mappedMaster
      : request.masterServiceId;
  return master === undefined || master === game.companyId || master === game.topServiceId;
}

const fillTemplate = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? encodeURIComponent(values[name] as string) : whole,
  );

export async function openGame(ctx: OpenGameContext, request: OpenGameRequest): Promise<OpenCasinoAnswer> {
  const { db, lang } = ctx;
  if (!ctx.player) return refused('loginRequired', lang);
  const game = await findOpenableGame(db, ctx.siteId, request.serviceId);
  if (!game || !masterFits(game, request)) return refused(request.notFound ?? 'gameNotFound', lang);
  const user = await findUserById(db, ctx.player.userId);
  if (!user) return refused('loginRequired', lang);
  const permission = PERMISSION_OF_TOP[game.topServiceId];
  if (!permission || effectivePermissions(user)[permission].status !== 1)
    return refused('gameNotPermitted', lang);
  const block = await playBlockOf(db, user.id, ctx.now);
  if (block) return refused(block.key, lang, block.params);
  if (await casinoLimitReached(db, { id: user.id, path: ctx.player.dealerPath }, ctx.now)) {
    return refused('casinoLimitsFull', lang);
  }
  if (game.launchUrl === '') return refused('serviceUnavailable', lang);
  const token = await issueLaunchToken(
    db,
    {
      providerId: game.providerId,
      userId: user.id,
      gameCode: game.gameCode,
      // Only live casino books under its own ledger kinds for now; every other product as slots.
      serviceType: game.topServiceId === CASINO_SERVICE.liveCasino ? 4 : 5,
      currency: user.currency,
      path: ctx.player.dealerPath,
    },
    ctx.now,
  );
  return {
    status: true,
    msg: '',
    content: {
      gameurl: fillTemplate(game.launchUrl, { lang, game: game.gameCode, token }),
      iframe: game.iframe,
    },
  };
}
