import { useFormatters } from '../format/use-formatters.ts';

/** "from – until" of a row shown for a while; an open end reads "…". */
export function useWindowText() {
  const format = useFormatters();
  const at = (iso: string | null) => (iso ? format.dateTime(iso) : '…');
  return (row: { startsAt: string | null; endsAt: string | null }) =>
    `${at(row.startsAt)} – ${at(row.endsAt)}`;
}
