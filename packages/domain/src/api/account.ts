// What the account calls answer (spec 000 sections 3 and 7): zod schemas, the one source of these
// types, shared by the server and the web app.
import { z } from 'zod';

/** What a proof-of-work challenge guards: a registration, or a sign-in after failed passwords. */
export const challengePurpose = z.enum(['register', 'login']);
export type ChallengePurpose = z.infer<typeof challengePurpose>;

/** A proof-of-work challenge signed by the server, in the form the browser's solver reads. */
export const powChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type PowChallenge = z.infer<typeof powChallenge>;

/** captcha: a fresh challenge; its solution goes back as the securityCode of the call it guards. */
export const captchaAnswer = z.object({ status: z.literal(true), challenge: powChallenge });
export type CaptchaAnswer = z.infer<typeof captchaAnswer>;

/** register: 0 signed in (token set when the automatic sign-in worked); 1 e-mail activation; 2 SMS activation. */
export const registerAnswer = z.object({
  status: z.literal(true),
  activation: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  userId: z.number(),
  token: z.string().optional(),
  msg: z.string(),
});
export type RegisterAnswer = z.infer<typeof registerAnswer>;

/** affiliateControl: the affiliate a promotion code belongs to. */
export const affiliateAnswer = z.object({
  status: z.literal(true),
  data: z.object({ affiliate_link: z.string(), userId: z.number() }),
});
export type AffiliateAnswer = z.infer<typeof affiliateAnswer>;
