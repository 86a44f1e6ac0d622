import { useParams } from 'react-router';

/** The address of a coupon's detail page (the id is the ticket id; archived coupons say so). */
export function useDetailPath(): (ticketId: string, archived: 0 | 1) => string {
  const { lang } = useParams();
  return (ticketId, archived) =>
    `/${lang}/CouponDetail/${encodeURIComponent(ticketId)}${archived === 1 ? '?archived=1' : ''}`;
}
