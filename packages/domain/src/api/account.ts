// What the account calls answer (spec 000 sections 3 and 7): types only, shared by the server and the web app.

/** What a proof-of-work challenge guards: a registration, or a sign-in after failed passwords. */
export type ChallengePurpose = 'register' | 'login';

/** A proof-of-work challenge signed by the server, in the form the browser's solver reads. */
export type PowChallenge = {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    data?: Record<string, string | number | boolean | null>;
  };
  signature: string;
};

/** captcha: a fresh challenge; its solution goes back as the securityCode of the call it guards. */
export type CaptchaAnswer = { status: true; challenge: PowChallenge };

/** register: 0 signed in (token set when the automatic sign-in worked); 1 e-mail activation; 2 SMS activation. */
export type RegisterAnswer = {
  status: true;
  activation: 0 | 1 | 2;
  userId: number;
  token?: string;
  msg: string;
};

/** affiliateControl: the affiliate a promotion code belongs to. */
export type AffiliateAnswer = { status: true; data: { affiliate_link: string; userId: number } };
