// What a payment provider plugs in as: it opens a payment page for a deposit request, and reads the
// signed callbacks it later sends. The platform trusts nothing in a callback that is not signed.
import type { IncomingHttpHeaders } from 'node:http';

/** How the player's client shows the payment page: 1 same window, 2 popup frame 640x480. */
export type PageDisplay = 1 | 2;

export type StartedPayment = { url: string; iframe: PageDisplay };

/** One callback: final outcomes approve or decline the request, pending only reports progress. */
export type GatewayEvent = {
  eventId: string;
  transferId: number;
  outcome: 'approved' | 'declined' | 'pending';
  /** Minor units; must be the request's amount. */
  amount: number;
  currency: string;
};

export interface PaymentGateway {
  readonly code: string;
  /** The payment page for a waiting deposit request; `token` is the request's unguessable page key. */
  start(payment: {
    transferId: number;
    token: string;
    amount: number;
    currency: string;
    lang: string;
  }): StartedPayment;
  /** The event a callback carries, or null when its signature does not hold or its body is malformed. */
  readEvent(headers: IncomingHttpHeaders, body: unknown): GatewayEvent | null;
}

export type Gateways = ReadonlyMap<string, PaymentGateway>;
