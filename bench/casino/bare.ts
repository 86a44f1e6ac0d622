// The baseline: a wallet round's two ledger transactions as bare SQL through `pg`, one statement
// per write and no checks beyond what the statements do. Each call, in its own transaction, moves
// the player's cached balance (the house account may go negative and keeps none), writes the ledger
// transaction and its two postings, and the provider's call record with its answer: the rows
// walletBet and walletWin write through recordOnce and postTransaction.
import { createHash } from 'node:crypto';
import type { WalletBetRequest } from '@bet/domain/api/casino-wallet';
import pg from 'pg';
import type { Attempt } from '../lib/loops.ts';
import type { CasinoPlayer } from './players.ts';
import type { WalletRound } from './wallet-round.ts';

export type BareWallet = {
  play(player: CasinoPlayer, round: WalletRound): Promise<Attempt>;
  close(): Promise<void>;
};

const MOVE_BALANCE = `update ledger_accounts set balance = balance + $2
  where id = $1 and balance + $2 >= 0 returning balance`;
const INSERT_TRANSACTION = `insert into ledger_transactions (kind, reference, actor_user_id, memo, created_at)
  values ($1, $2, $3, $4, $5) returning id`;
const INSERT_POSTINGS = `insert into ledger_postings (transaction_id, account_id, amount, created_at)
  values ($1, $2, $3, $5), ($1, $4, -$3::bigint, $5)`;
const INSERT_RECORD = `insert into casino_wallet_transactions (provider_id, provider_transaction_id, kind,
    user_id, round_id, bet_transaction_id, amount, currency, game_code, request_hash, answer,
    ledger_transaction_id, created_at)
  values ($1, $2, $3, $4, $5, $6, $7, 'TRY', $8, $9, $10, $11, $12)`;

type Call = { kind: 'bet' | 'win'; request: WalletBetRequest & { betTransactionId?: string }; move: number };

export async function openBareWallet(
  url: string,
  schema: string,
  provider: { id: number; code: string },
  connections: number,
): Promise<BareWallet> {
  const pool = new pg.Pool({ connectionString: url, max: connections, options: `-c search_path=${schema}` });
  const [house] = (
    await pool.query<{ id: string }>(
      "select id from ledger_accounts where user_id is null and kind = 'house' and currency = 'TRY'",
    )
  ).rows;
  if (!house) throw new Error('no house account');
  const houseAccountId = house.id;

  /** One call's transaction; false when the player's balance could not take it. */
  async function apply(player: CasinoPlayer, call: Call): Promise<boolean> {
    const { request } = call;
    const at = new Date();
    const client = await pool.connect();
    try {
      await client.query('begin');
      const moved = await client.query<{ balance: string }>(MOVE_BALANCE, [player.accountId, call.move]);
      if (moved.rowCount === 0) {
        await client.query('rollback');
        return false;
      }
      const transaction = await client.query<{ id: string }>(INSERT_TRANSACTION, [
        call.kind === 'bet' ? 'slot_stake' : 'slot_payout',
        `casino:${provider.code}:${request.transactionId}`,
        player.userId,
        player.gameCode,
        at,
      ]);
      const transactionId = transaction.rows[0]?.id;
      await client.query(INSERT_POSTINGS, [transactionId, player.accountId, call.move, houseAccountId, at]);
      const answer = { status: 'OK', balance: Number(moved.rows[0]?.balance), currency: 'TRY' };
      await client.query(INSERT_RECORD, [
        provider.id,
        request.transactionId,
        call.kind,
        player.userId,
        request.roundId,
        request.betTransactionId ?? null,
        request.amount,
        player.gameCode,
        createHash('sha256').update(JSON.stringify(request)).digest('hex'),
        answer,
        transactionId,
        at,
      ]);
      await client.query('commit');
      return true;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  }

  async function play(player: CasinoPlayer, round: WalletRound): Promise<Attempt> {
    const { bet, win } = round;
    if (!(await apply(player, { kind: 'bet', request: bet, move: -bet.amount }))) {
      return 'refused';
    }
    await apply(player, { kind: 'win', request: win, move: win.amount });
    return 'accepted';
  }
  return { play, close: () => pool.end() };
}
