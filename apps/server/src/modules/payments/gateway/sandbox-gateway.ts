// The built-in sandbox provider: its hosted page (/pay/sandbox/<token>) lets a tester approve or
// decline a deposit, and it reports the outcome like a real provider would, with a callback signed
// by a key derived from the secrets key.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { canonicalJson } from '../../wallet/index.ts';
import type { GatewayEvent, PaymentGateway } from './gateway.ts';

export const SANDBOX_CODE = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

const sandboxEvent = z.strictObject({
  eventId: z.string().min(8).max(100),
  transferId: z.number().int().positive(),
  outcome: z.enum(['approved', 'declined', 'pending']),
  amount: z.number().int().positive(),
  currency: z.string().min(3).max(3),
});

export type SandboxGateway = PaymentGateway & {
  /** What the sandbox's page sends as its callback: the event and its signature header. */
  signedCallback(event: GatewayEvent): { body: GatewayEvent; headers: Record<string, string> };
};

export function sandboxGateway(secretsKey: Buffer): SandboxGateway {
  const key = createHmac('sha256', secretsKey).update('payments sandbox callbacks').digest();
  const sign = (body: unknown) => createHmac('sha256', key).update(canonicalJson(body)).digest('hex');
  return {
    code: SANDBOX_CODE,
    start: ({ token, lang }) => ({
      url: `/pay/sandbox/${token}?lang=${encodeURIComponent(lang)}`,
      iframe: 2,
    }),
    readEvent(headers: IncomingHttpHeaders, body: unknown): GatewayEvent | null {
      const signature = headers[SANDBOX_SIGNATURE_HEADER];
      if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return null;
      const expected = Buffer.from(sign(body), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
      const parsed = sandboxEvent.safeParse(body);
      return parsed.success ? parsed.data : null;
    },
    signedCallback: (event) => ({ body: event, headers: { [SANDBOX_SIGNATURE_HEADER]: sign(event) } }),
  };
}
