import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database, Executor } from '../db/client.ts';
import { mailOutbox } from './schema.ts';

/** `html`, when given, is the rich part; `text` is always sent too, for clients that show plain text. */
export type MailMessage = { siteId?: number; to: string; subject: string; text: string; html?: string };

export type Mailer = {
  /** Records the message; sends it by SMTP when SMTP_URL is set, otherwise leaves it in the outbox and the log. */
  send(message: MailMessage, executor?: Executor): Promise<void>;
};

export function createMailer(config: Config, database: Database, log?: FastifyBaseLogger): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send(message, executor = database.db) {
      await executor.insert(mailOutbox).values({
        siteId: message.siteId ?? null,
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        html: message.html ?? null,
        transport: transport ? 'smtp' : 'outbox',
      });
      if (transport) {
        await transport.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
      } else {
        log?.info(
          { to: message.to, subject: message.subject, text: message.text },
          'mail kept in outbox (no SMTP_URL)',
        );
      }
    },
  };
}
