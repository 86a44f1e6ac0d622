// A list's URL filters read into its call's fields: a value that is not one the call takes is left
// out (undefined, so JSON drops it), never sent to be refused.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day, year first (yyyy-mm-dd) as date fields give it. */
export const dayFilter = (value: string): string | undefined => (DAY.test(value) ? value : undefined);

/** A positive whole number: an id. */
export function idFilter(value: string): number | undefined {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** Free text, cut to what the call takes. */
export const textFilter = (value: string, max: number): string | undefined =>
  value ? value.slice(0, max) : undefined;

/** One of a call's named choices. */
export const choiceFilter = <T extends string>(choices: readonly T[], value: string): T | undefined =>
  choices.find((choice) => choice === value);

/** A yes/no filter kept in the URL as 1 or 0. */
export const flagFilter = (value: string): boolean | undefined =>
  value === '1' ? true : value === '0' ? false : undefined;
