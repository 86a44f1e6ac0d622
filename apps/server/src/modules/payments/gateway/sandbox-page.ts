// The sandbox provider's hosted page: what a tester sees in the payment frame. It stands in for a
// provider's own site, so it is plain HTML with its own two languages, not the player site.
import { formatMoney } from '@bet/domain/money';
import { escapeHtml } from '../../../http/escape-html.ts';
import type { TransferRequestRow } from '../schema.ts';

const TEXTS = {
  tr: {
    title: 'Sandbox ödeme',
    lead: 'Test ödeme sağlayıcısı: bu ödemeyi onaylayın veya reddedin.',
    approve: 'Ödemeyi onayla',
    decline: 'Reddet',
    approved: 'Ödeme onaylandı. Bakiyeniz güncellendi.',
    declined: 'Ödeme reddedildi.',
    closed: 'Bu ödeme sonuçlanmış.',
    missing: 'Ödeme bulunamadı.',
  },
  en: {
    title: 'Sandbox payment',
    lead: 'Test payment provider: approve or decline this payment.',
    approve: 'Approve payment',
    decline: 'Decline',
    approved: 'Payment approved. Your balance has been updated.',
    declined: 'Payment declined.',
    closed: 'This payment has been decided.',
    missing: 'Payment not found.',
  },
};

type Texts = (typeof TEXTS)['en'];
export const sandboxTexts = (lang: string): Texts => (lang === 'tr' ? TEXTS.tr : TEXTS.en);

function page(lang: string, body: string, done?: 'approved' | 'declined' | 'closed'): string {
  const t = sandboxTexts(lang);
  // The player site's payment frame listens for this to close itself and reload the balance.
  const notice = done
    ? `<script>window.parent !== window && window.parent.postMessage({ type: 'payment-finished', outcome: '${done}' }, location.origin);</script>`
    : '';
  return `<!doctype html><html lang="${lang === 'tr' ? 'tr' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title><style>
body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f4f6fb;color:#1c2333}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 8px}.amount{font-size:32px;font-weight:700;margin:16px 0}
form{display:flex;gap:12px;flex-wrap:wrap}button{flex:1;min-height:48px;border:0;border-radius:8px;font-size:16px;cursor:pointer}
.approve{background:#1a8f4c;color:#fff}.decline{background:#e2e5ec;color:#1c2333}p{line-height:1.5}
</style></head><body><main><h1>${t.title}</h1>${body}</main>${notice}</body></html>`;
}

export function sandboxPaymentPage(row: TransferRequestRow | null, lang: string, action: string): string {
  const t = sandboxTexts(lang);
  if (!row) return page(lang, `<p role="alert">${t.missing}</p>`);
  if (row.status !== 0) return page(lang, `<p role="status">${t.closed}</p>`, 'closed');
  const amount = escapeHtml(formatMoney(row.amount, row.currency, lang));
  return page(
    lang,
    `<p>${t.lead}</p><p class="amount" data-testid="sandbox-amount">${amount}</p>
<form method="post" action="${escapeHtml(action)}">
<button class="approve" name="decision" value="approved">${t.approve}</button>
<button class="decline" name="decision" value="declined">${t.decline}</button></form>`,
  );
}

export function sandboxOutcomePage(outcome: 'approved' | 'declined', lang: string): string {
  const t = sandboxTexts(lang);
  return page(lang, `<p role="status">${outcome === 'approved' ? t.approved : t.declined}</p>`, outcome);
}
