import { writeCookie } from '../cookies.ts';
import { useSlipStore } from '../slip/slip-store.ts';
import type { UserInfo } from './api/get-user-data.ts';

// Spec 000 section 3: the user id in session storage, the operator id in local storage and a cookie.
const USER_ID_KEY = 'userId';
const OPERATOR_ID_KEY = 'operatorId';
const OPERATOR_COOKIE_DAYS = 365;

function attempt(write: () => void): void {
  try {
    write();
  } catch {
    // Storage can be off (private mode, blocked cookies); the session itself lives in the server's cookie.
  }
}

/** Remembers who signed in, as the spec's client does after a login. */
export function rememberSession(userId: number, user: UserInfo | null | undefined): void {
  attempt(() => sessionStorage.setItem(USER_ID_KEY, String(userId)));
  if (!user) return;
  attempt(() => localStorage.setItem(OPERATOR_ID_KEY, String(user.operatorId)));
  attempt(() => writeCookie(OPERATOR_ID_KEY, String(user.operatorId), OPERATOR_COOKIE_DAYS));
}

/** Forgets the signed-in user's ids (logout). */
export function forgetSession(): void {
  attempt(() => sessionStorage.removeItem(USER_ID_KEY));
  attempt(() => localStorage.removeItem(OPERATOR_ID_KEY));
  attempt(() => writeCookie(OPERATOR_ID_KEY, '', -1));
}

/** Forgets the bet slip (in memory, in local storage and its cookie) when the player signs out. */
export function forgetBetslip(): void {
  // Emptied first: the store writes itself back to storage and the cookie on every change.
  useSlipStore.getState().clear();
  attempt(() => localStorage.removeItem('betslip'));
  writeCookie('betslip', '', -1);
}
