// An active window's bounds as a datetime-local field holds them (the staff member's own clock) and as
// the API takes them (an instant with its offset). An empty field is "no bound".

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-06-01T14:30' in the browser's zone for an ISO instant; '' for none. */
export function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The instant a datetime-local value means in the browser's zone; null for an empty field. */
export function instantOf(local: string): string | null {
  if (local.trim() === '') return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
