import { toMajor } from '@bet/domain';
import type { Transaction } from '@bet/domain/api/wallet';
import { TRANSACTION_PAGE_SIZE, transactionsAnswer, transactionsRequest } from '@bet/domain/api/wallet';
import { z } from 'zod';
import { actorOf } from '../../authz/actor.ts';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { dayRangeOf } from '../../http/day-range.ts';
import { transactionLabel } from './kinds.ts';
import { listTransactions, type TransactionListItem } from './list-transactions.ts';

const ok = z.literal(true);

/** The spec's Transaction: transType 1 income, 0 expense; amount positive, in major units. */
const presentTransaction =
  (lang: string) =>
  (item: TransactionListItem): Transaction => ({
    id: item.transactionId,
    transType: item.amount > 0 ? 1 : 0,
    processDate: item.createdAt.toISOString(),
    type: transactionLabel(item.kind, lang),
    amount: toMajor(Math.abs(item.amount)),
  });

/** The player's transaction list (utrs). */
export async function registerWallet(app: AppInstance, deps: AppDeps): Promise<void> {
  app.post(
    '/api/utrs',
    {
      schema: {
        summary: 'The player’s transactions, filtered and paged',
        tags: ['wallet'],
        body: transactionsRequest,
        response: {
          200: transactionsAnswer,
        },
      },
      config: { access: 'signedIn' },
    },
    async (req) => {
      const { transactionType, serviceType, order, limit } = req.body;
      const { from, to } = dayRangeOf(req.body);
      const page = await listTransactions(deps.database.db, {
        userId: actorOf(req).userId,
        from,
        to,
        direction: transactionType === 'a' ? 'income' : transactionType === 'e' ? 'expense' : 'all',
        serviceType: serviceType === 0 ? undefined : serviceType,
        offset: order ?? 0,
        limit: limit ?? TRANSACTION_PAGE_SIZE,
      });
      return {
        status: ok.value,
        results: page.items.map(presentTransaction(req.lang)),
        totalCount: page.totalCount,
      };
    },
  );
}
