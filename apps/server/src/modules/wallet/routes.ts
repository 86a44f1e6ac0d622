import { toMajor } from '@bet/domain';
import { callBody, text } from '@bet/domain/api/fields';
import type { Transaction } from '@bet/domain/api/wallet';
import { transactionsAnswer } from '@bet/domain/api/wallet';
import { z } from 'zod';
import { actorOf } from '../../authz/actor.ts';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { dayRangeFields, dayRangeOf } from '../../http/day-range.ts';
import { transactionLabel } from './kinds.ts';
import { listTransactions, type TransactionListItem } from './list-transactions.ts';

/** Spec 9: transaction pages hold 50. */
const PAGE_SIZE = 50;

const wholeNumber = (max: number) =>
  z.union([z.number(), text(9).regex(/^\d+$/).transform(Number)]).pipe(z.number().int().min(0).max(max));
// 0 or empty means every service.
const serviceTypeField = z
  .union([z.number(), z.enum(['', '0', '1', '4', '5']).transform(Number)])
  .pipe(z.union([z.literal(0), z.literal(1), z.literal(4), z.literal(5)]));

const utrsBody = callBody({
  ...dayRangeFields,
  transactionType: z.enum(['a', 'e', '']).optional(),
  serviceType: serviceTypeField.optional(),
  order: wholeNumber(1_000_000).optional(),
  limit: wholeNumber(PAGE_SIZE).pipe(z.number().min(1)).optional(),
});

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
        body: utrsBody,
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
        limit: limit ?? PAGE_SIZE,
      });
      return {
        status: ok.value,
        results: page.items.map(presentTransaction(req.lang)),
        totalCount: page.totalCount,
      };
    },
  );
}
