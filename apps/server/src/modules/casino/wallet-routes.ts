// The provider-facing wallet calls under /api/casino/wallet/*: each body is checked against the
// calling provider's HMAC-SHA256 signature before any call acts on it.
import {
  walletAnswer,
  walletBalanceRequest,
  walletBetRequest,
  walletRollbackRequest,
  walletSignatureRefusal,
  walletWinRequest,
} from '@bet/domain/api/casino-wallet';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { secretsKeyOf } from '../auth/index.ts';
import { createProviderCache } from './provider-cache.ts';
import { type Provider, signatureMatches } from './providers.ts';
import { type WalletContext, walletBalance, walletBet, walletRollback, walletWin } from './wallet-calls.ts';

/** The header holding the hex HMAC-SHA256 of the raw body under the provider's secret. */
export const SIGNATURE_HEADER = 'x-signature';

const rawBodies = new WeakMap<FastifyRequest, string>();
const signedBy = new WeakMap<FastifyRequest, Provider>();

const calls = [
  {
    name: 'balance',
    summary: 'A provider reads the player’s balance',
    body: walletBalanceRequest,
    run: walletBalance,
  },
  { name: 'bet', summary: 'A provider debits a bet', body: walletBetRequest, run: walletBet },
  { name: 'win', summary: 'A provider credits a win', body: walletWinRequest, run: walletWin },
  { name: 'rollback', summary: 'A provider refunds a bet', body: walletRollbackRequest, run: walletRollback },
] as const;

export async function registerWalletCalls(app: AppInstance, deps: AppDeps): Promise<void> {
  const providers = createProviderCache(deps.database.db, secretsKeyOf(deps.config), app.realtime.bus);
  app.addHook('onClose', async () => providers.close());
  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    // The signature covers the bytes as sent, so the body is kept before it is parsed.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      rawBodies.set(req, String(body));
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(
          Object.assign(new Error('invalid JSON'), {
            statusCode: 400,
            code: 'FST_ERR_CTP_INVALID_JSON_BODY',
          }),
        );
      }
    });
    // After validation: a malformed body is a 400 like anywhere else; a well-formed one is
    // still read by nobody until its signature matches.
    scope.addHook('preHandler', async (req, reply) => {
      const providerCode = (req.body as { providerId?: unknown } | null)?.providerId;
      const signature = req.headers[SIGNATURE_HEADER];
      const provider = typeof providerCode === 'string' ? await providers.of(providerCode) : null;
      const raw = rawBodies.get(req) ?? '';
      if (!provider || typeof signature !== 'string' || !signatureMatches(provider.secret, raw, signature)) {
        return reply.code(401).send({ status: 'INVALID_SIGNATURE' });
      }
      signedBy.set(req, provider);
    });
    for (const call of calls) {
      scope.post(
        `/api/casino/wallet/${call.name}`,
        {
          schema: {
            summary: call.summary,
            tags: ['casino'],
            body: call.body,
            response: { 200: walletAnswer, 401: walletSignatureRefusal },
          },
        },
        async (req) => {
          const provider = signedBy.get(req);
          if (!provider) throw new Error('a wallet call reached its handler unsigned');
          const ctx: WalletContext = { db: deps.database.db, provider, now: deps.now() };
          // Each call's body matches its own schema; the union of runs cannot see that.
          return (call.run as (c: WalletContext, b: typeof req.body) => ReturnType<typeof call.run>)(
            ctx,
            req.body,
          );
        },
      );
    }
  });
}
