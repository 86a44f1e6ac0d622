// How the in-house games refuse: status ERROR with a translation key, the same for every game.
import type { WalletAnswer } from '@bet/domain/api/casino-wallet';
import type { HouseRefusal } from '@bet/domain/api/house-games';

export const refuse = (msg: string): HouseRefusal => ({ status: 'ERROR', msg });

export const isRefusal = (value: object): value is HouseRefusal =>
  'status' in value && (value as { status: unknown }).status === 'ERROR';

const betRefusals: Partial<Record<WalletAnswer['status'], string>> = {
  INSUFFICIENT_FUNDS: 'insufficientBalance',
  INVALID_TOKEN: 'sessionExpired',
  LIMIT_EXCEEDED: 'casinoLimitsFull',
  PLAYER_LIMIT: 'playerLimitReached',
};

/** What the player hears when the wallet refused a bet. */
export const refusalOfBet = (answer: WalletAnswer): HouseRefusal =>
  refuse(betRefusals[answer.status] ?? 'serviceUnavailable');
