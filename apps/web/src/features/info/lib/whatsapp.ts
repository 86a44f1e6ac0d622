/** The chat link for the site's WhatsApp number ('+90 532 000 00 00' → https://wa.me/905320000000); null when unset. */
export function whatsappLink(number: string | null | undefined): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}
