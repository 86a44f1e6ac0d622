import { ApiError, callApi } from './call-api.ts';

/** Ends the session on the server; a session that already ended counts as signed out. */
export async function logout(): Promise<void> {
  try {
    await callApi('logout');
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 401)) throw err;
  }
}
