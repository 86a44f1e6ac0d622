// What the account calls answer (spec 000 sections 3 and 7): types only, shared by the server and the web app.

/** A captcha drawing: its id (sent back with the answer) and the picture as SVG markup. */
export type Captcha = { captchaId: string; image: string };

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
