// POST /api/admin/userTransactions: one user's credit movements on its back-office page.
import {
  type TransactionDirection,
  userTransactionsAnswer,
  userTransactionsRequest,
} from '@bet/domain/api/admin/user-transactions';
import { actorOf } from '../../authz/actor.ts';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { dayRangeOf } from '../../http/day-range.ts';
import { listTransactions } from '../wallet/index.ts';
import { targetUser } from './user-record.ts';

const ledgerDirection = (direction: TransactionDirection | undefined) =>
  direction === 'in' ? 'income' : direction === 'out' ? 'expense' : 'all';

export function registerUserTransactionsRoutes(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;

  app.post(
    '/api/admin/userTransactions',
    {
      schema: {
        summary: 'A user’s credit movements, newest first, by days and direction',
        tags: ['admin', 'users', 'wallet'],
        body: userTransactionsRequest,
        response: { 200: userTransactionsAnswer },
      },
      config: { access: 'user.view' },
    },
    async (req) => {
      const { targetUserId, page, pageSize, from, to, direction } = req.body;
      const user = await targetUser(db, actorOf(req), targetUserId, 'user.view');
      const window = dayRangeOf({ startDate: from, endDate: to });
      const list = await listTransactions(db, {
        userId: user.id,
        from: window.from,
        to: window.to,
        direction: ledgerDirection(direction),
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return {
        status: true as const,
        currency: user.currency,
        total: list.totalCount,
        // Amounts stay in minor units, signed: positive came into the user's credit.
        rows: list.items.map((item) => ({
          id: item.transactionId,
          at: item.createdAt.toISOString(),
          kind: item.kind,
          amount: item.amount,
        })),
      };
    },
  );
}
