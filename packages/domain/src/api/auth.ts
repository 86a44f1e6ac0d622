// What the sign-in calls answer (spec 000 section 7): types only, shared by the server and the web app.

/** login; a refusal's body may carry `redirect`. */
export type LoginAnswer = { status: true; userId: number; lang: string; redirect: string; token: string };

/** handlogin: a hand terminal signed in with its one-time token. */
export type HandLoginAnswer = { status: true; userId: number; token: string };
