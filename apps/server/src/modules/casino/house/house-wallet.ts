// The in-house provider's side of the seamless wallet: it signs and sends the same calls an
// outside provider would, through the wallet's own routes (signature check included).
import { type WalletAnswer, walletAnswer } from '@bet/domain/api/casino-wallet';
import type { Executor } from '../../../db/client.ts';
import type { AppInstance } from '../../../http/app-instance.ts';
import { findProvider, HOUSE_PROVIDER_CODE, type Provider, signBody } from '../providers.ts';
import { SIGNATURE_HEADER } from '../wallet-routes.ts';

export type WalletMove = { transactionId: string; roundId: string; amount: number };
export type WinMove = WalletMove & { betTransactionId: string };
export type RollbackMove = { transactionId: string; roundId: string; betTransactionId: string };

/** The wallet as a game provider sees it: answers, or a thrown error when no answer came back. */
export interface HouseWallet {
  balance(token: string, currency: string): Promise<WalletAnswer>;
  bet(token: string, currency: string, move: WalletMove): Promise<WalletAnswer>;
  win(token: string, currency: string, move: WinMove): Promise<WalletAnswer>;
  rollback(token: string, currency: string, move: RollbackMove): Promise<WalletAnswer>;
}

export function houseWallet(app: AppInstance, db: Executor, secretsKey: Buffer): HouseWallet {
  let provider: Promise<Provider> | null = null;
  const signer = () =>
    (provider ??= findProvider(db, secretsKey, HOUSE_PROVIDER_CODE).then((found) => {
      if (!found) throw new Error('the in-house provider is not seeded');
      return found;
    }));

  const call = async (name: string, fields: Record<string, unknown>): Promise<WalletAnswer> => {
    const house = await signer();
    const raw = JSON.stringify({ providerId: house.code, ...fields });
    const res = await app.inject({
      method: 'POST',
      url: `/api/casino/wallet/${name}`,
      payload: raw,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(house.secret, raw) },
    });
    if (res.statusCode !== 200) throw new Error(`wallet ${name} answered HTTP ${res.statusCode}`);
    return walletAnswer.parse(res.json());
  };

  return {
    balance: (token, currency) => call('balance', { token, currency }),
    bet: (token, currency, move) => call('bet', { token, currency, ...move }),
    win: (token, currency, move) => call('win', { token, currency, ...move }),
    rollback: (token, currency, move) => call('rollback', { token, currency, ...move }),
  };
}
