// What the template preview fills the placeholders with: values of the shape real mails carry.
import type { MailValues } from '../../../mail/templates/render.ts';

/** Sample values for every placeholder any kind offers, in the template's language where it matters. */
export function sampleValues(lang: string, siteTitle: string): MailValues {
  const turkish = lang === 'tr';
  return {
    username: 'demo_player',
    link: `https://example.com/${lang}/activate/0123456789abcdef0123456789abcdef`,
    code: '0123456789abcdef0123456789abcdef',
    site: siteTitle || 'Demo',
    reply: turkish
      ? 'Çekim talebiniz onaylandı; tutar 24 saat içinde hesabınıza geçer.'
      : 'Your withdrawal was approved; the amount reaches your account within 24 hours.',
    message: turkish ? 'Çekim talebim ne zaman onaylanır?' : 'When will my withdrawal be approved?',
    amount: turkish ? '1.250,00 TL' : '1,250.00 TL',
    bonus: turkish ? 'Hoş geldin bonusu' : 'Welcome bonus',
    wagering: turkish ? '5.000,00 TL' : '5,000.00 TL',
  };
}
