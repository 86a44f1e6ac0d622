/** Transactions and transfer requests come 50 to a page (spec 000 section 9). */
export const PAGE_SIZE = 50;

/** Pages a list of `total` entries fills; an empty list still shows page 1 of 1. */
export const pageCount = (total: number, size = PAGE_SIZE): number => Math.max(1, Math.ceil(total / size));

/** The `order` (offset) the server expects for a 1-based page. */
export const offsetOf = (page: number, size = PAGE_SIZE): number => (Math.max(1, page) - 1) * size;

/** A page number from the URL: a whole number from 1, else 1. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
