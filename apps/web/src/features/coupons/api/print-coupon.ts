import { useCallback } from 'react';
import { printerPagePath } from '../lib/printer-page.ts';

/** The printer page: the coupon as HTML for the player's time zone. */
export async function getPrinterPage(lang: string, couponId: number, timeZone: string): Promise<string> {
  const response = await fetch(printerPagePath(lang, couponId, timeZone), {
    credentials: 'same-origin',
    headers: { accept: 'text/html' },
  });
  if (!response.ok) throw new Error(`printer page ${response.status}`);
  return response.text();
}

/**
 * Prints a coupon: the popup opens at once (inside the tap, so it is not blocked), receives the
 * printer page and prints it. A failure closes it and is otherwise ignored (spec 001 section 8).
 */
export function usePrintCoupon(lang: string): (couponId: number) => Promise<void> {
  return useCallback(
    async (couponId: number) => {
      const popup = window.open('', '_blank', 'width=420,height=640');
      if (!popup) return;
      try {
        const html = await getPrinterPage(lang, couponId, Intl.DateTimeFormat().resolvedOptions().timeZone);
        popup.document.open();
        popup.document.write(html);
        popup.document.close();
        popup.focus();
        popup.print();
      } catch {
        popup.close();
      }
    },
    [lang],
  );
}
