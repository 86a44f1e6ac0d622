// setTransferRequest: a player asks for a deposit or a withdrawal through one of the site's methods.
// A withdrawal's amount is held at once, in the same transaction as the request; a gateway deposit
// answers with the provider's payment page; any other request waits for an operator.
import { randomBytes, randomUUID } from 'node:crypto';
import { translate } from '@bet/domain';
import type { SetTransferRequestAnswer, SetTransferRequestQuery } from '@bet/domain/api/payments';
import type { SiteSettings } from '@bet/domain/site-settings';
import type { Executor } from '../../../db/client.ts';
import { badRequest } from '../../../http/errors.ts';
import type { UserRow } from '../../account/index.ts';
import { withIdempotency } from '../../wallet/index.ts';
import type { Gateways } from '../gateway/gateway.ts';
import { localText } from '../methods/local-text.ts';
import { findActiveType } from '../methods/methods-repo.ts';
import { assertDepositWithinLimits } from './deposit-limits.ts';
import { assertMayTransfer } from './transfer-access.ts';
import { checkTransferForm } from './transfer-form.ts';
import { holdWithdrawal } from './transfer-money.ts';
import { insertTransferRequest } from './transfer-requests-repo.ts';

export type TransferContext = { db: Executor; gateways: Gateways; now: () => Date };

export async function requestTransfer(
  ctx: TransferContext,
  user: UserRow,
  settings: SiteSettings,
  input: SetTransferRequestQuery,
  lang: string,
): Promise<SetTransferRequestAnswer> {
  const { db } = ctx;
  await assertMayTransfer(db, user, settings, ctx.now());
  const method = await findActiveType(db, user.siteId, input.payId, input.payCatId);
  const transferType = input.transferType as 0 | 1;
  if (!method || method.category.transferType !== transferType) throw badRequest('paymentMethodUnavailable');
  const { type, category } = method;
  // Providers take deposits; a withdrawal is paid out by the operator.
  const gateway =
    type.payType === 'gateway' && transferType === 0 ? ctx.gateways.get(type.gateway) : undefined;
  if (type.payType === 'gateway' && !gateway) throw badRequest('gatewayUnavailable');
  const form = await checkTransferForm(db, type, input, lang);

  const operation = { payId: type.id, amount: form.amount, transferType, values: form.values };
  return withIdempotency(
    db,
    {
      actorUserId: user.id,
      requestId: input.reqId ?? randomUUID(),
      operation: 'setTransferRequest',
      input: operation,
    },
    async (tx) => {
      const at = ctx.now();
      if (transferType === 0) await assertDepositWithinLimits(tx, user.id, form.amount, at);
      const token = gateway ? randomBytes(24).toString('base64url') : null;
      const row = await insertTransferRequest(tx, {
        userId: user.id,
        siteId: user.siteId,
        transferType,
        amount: form.amount,
        currency: user.currency,
        payTypeId: type.id,
        payType: type.payType,
        payTag: type.tag,
        catName: localText(category.names, lang),
        logo: type.logo || category.logo,
        formValues: form.values,
        gateway: gateway?.code ?? '',
        gatewayToken: token,
        createdAt: at,
        updatedAt: at,
      });
      const money = {
        id: row.id,
        userId: user.id,
        role: user.role,
        currency: user.currency,
        amount: form.amount,
      };
      if (transferType === 1) await holdWithdrawal(tx, money, at);
      const answer = {
        status: true,
        id: row.id,
        redirect: false,
        iframe: 0,
        paymenturl: '',
        msg: '',
        error: '',
      };
      if (gateway && token) {
        const page = gateway.start({
          transferId: row.id,
          token,
          amount: form.amount,
          currency: user.currency,
          lang,
        });
        return { ...answer, redirect: true, iframe: page.iframe, paymenturl: page.url };
      }
      const success = transferType === 0 ? 'depositRequestSuccess' : 'withdrawRequestSuccess';
      return { ...answer, msg: translate(success, lang) };
    },
  );
}
