import { and, eq, sql } from 'drizzle-orm';
import addressparser from 'nodemailer/lib/addressparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Database } from '../db/client.ts';
import { PLANS, smsSenderOf } from '@tourneo/domain';
import { clients, companies, companyBranding, outboxMessages, partners } from '../db/schema/index.ts';
import { smtpEndpointFromUrl, type SmtpEndpoint } from '../mail/send-once.ts';
import { decryptSecret } from '../security/secrets.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** Where one e-mail leaves from, and in whose name. */
export interface EmailRoute {
  endpoint: SmtpEndpoint;
  from: { name: string; address: string };
  replyTo?: string;
}

/**
 * What became of one attempt of a webhook delivery: received (2xx), failed (retried with the
 * outbox's backoff), blocked behind an earlier delivery of the same mission (waits, not counted),
 * or dropped (its endpoint deleted or disabled).
 */
export type WebhookAttempt =
  | { outcome: 'delivered' }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'blocked'; until: Date; reason: string }
  | { outcome: 'dropped'; reason: string };

/** Sends a webhook row (channel `webhook`); the webhooks module provides it (decision 0037). */
export interface WebhookDeliverer {
  deliver: (row: OutboxRow, now: Date) => Promise<WebhookAttempt>;
}

export interface OutboxSenders {
  /** Webhook deliveries; without it, they wait (not counted) for a worker that has it. */
  webhooks?: WebhookDeliverer;
  /** The SMTP route of a row's e-mail; undefined while no SMTP server is configured for it (it waits). */
  emailRouteFor: (row: OutboxRow) => Promise<EmailRoute | undefined>;
  sms: SmsProvider;
  /** The company's own SMS sender (white label, issue 28); undefined: the configured one. */
  smsSenderFor?: (row: OutboxRow) => Promise<string | undefined>;
}

/** "Tournéo <no-reply@tourneo.fr>" → its name and address. */
function parseMailbox(text: string): { name: string; address: string } {
  const [first] = addressparser(text, { flatten: true });
  return { name: first?.name || 'Tournéo', address: first?.address || 'no-reply@tourneo.localhost' };
}

/** The company's name, plan and white-label sender name: who its messages come from. */
async function senderOf(db: Database, companyId: number) {
  const [company] = await db
    .select({
      name: companies.name,
      plan: companies.subscriptionPlan,
      senderName: companyBranding.senderName,
    })
    .from(companies)
    .leftJoin(companyBranding, eq(companyBranding.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return company;
}

/**
 * A company's e-mails leave through the SMTP server of the client's partner (the campaign's
 * sender), else of the company's default partner, in the company's name; a company without a
 * partner uses the operator's server (`SMTP_URL`), still in its own name. The operator's own mail
 * (contact form) uses `SMTP_URL` and `MAIL_FROM`.
 */
export function createOutboxSenders({
  db,
  secretKey,
  smtpUrl,
  mailFrom,
  sms,
  webhooks,
}: {
  db: Database;
  secretKey: Buffer;
  smtpUrl: string;
  mailFrom: string;
  sms: SmsProvider;
  webhooks?: WebhookDeliverer;
}): OutboxSenders {
  const operator = smtpUrl ? smtpEndpointFromUrl(smtpUrl) : undefined;
  const operatorFrom = parseMailbox(mailFrom);
  return {
    sms,
    ...(webhooks ? { webhooks } : {}),
    async smsSenderFor(row) {
      if (row.companyId === null) {
        return undefined;
      }
      const company = await senderOf(db, row.companyId);
      if (!company || !PLANS[company.plan].features.includes('white_label')) {
        return undefined;
      }
      return smsSenderOf(company.senderName ?? company.name) ?? undefined;
    },
    async emailRouteFor(row) {
      if (row.companyId === null) {
        return operator && { endpoint: operator, from: operatorFrom };
      }
      const company = await senderOf(db, row.companyId);
      const clientPartner =
        row.clientId === null
          ? undefined
          : (
              await db
                .select({ partnerId: clients.partnerId })
                .from(clients)
                .where(and(eq(clients.companyId, row.companyId), eq(clients.id, row.clientId)))
            )[0]?.partnerId;
      const [partner] = await db
        .select()
        .from(partners)
        .where(
          and(
            eq(partners.companyId, row.companyId),
            clientPartner ? eq(partners.id, clientPartner) : sql`${partners.isDefault}`,
          ),
        )
        .limit(1);
      // The white label's sender name (issue 28), else the company's name.
      const senderName =
        company && PLANS[company.plan].features.includes('white_label') ? company.senderName : null;
      const name = senderName ?? company?.name ?? operatorFrom.name;
      if (partner) {
        return {
          endpoint: {
            host: partner.serveurSmtp,
            port: partner.portSmtp,
            secure: partner.secure,
            user: partner.email,
            password: decryptSecret(secretKey, partner.encryptedPassword),
          },
          from: { name, address: partner.email },
          replyTo: partner.email,
        };
      }
      return operator && { endpoint: operator, from: { name, address: operatorFrom.address } };
    },
  };
}

/**
 * The MIME message of an e-mail row: French plain text and HTML, an .ics attachment when it has
 * one, and a Message-ID of its own (the same at every attempt of the row).
 */
export async function composeEmail(row: OutboxRow, route: EmailRoute): Promise<Buffer> {
  const composer = new MailComposer({
    from: route.from,
    to: row.recipient,
    ...(route.replyTo ? { replyTo: route.replyTo } : {}),
    subject: row.subject,
    text: row.bodyText,
    ...(row.bodyHtml ? { html: row.bodyHtml } : {}),
    messageId: `<outbox-${row.id}@${route.from.address.split('@')[1] ?? 'tourneo.localhost'}>`,
    date: new Date(),
    ...(row.calendarIcs
      ? {
          icalEvent: { method: 'PUBLISH', filename: 'rendez-vous.ics', content: row.calendarIcs },
        }
      : {}),
    ...(row.attachmentName && row.attachmentBase64
      ? {
          attachments: [
            {
              filename: row.attachmentName,
              content: Buffer.from(row.attachmentBase64, 'base64'),
              contentType: 'application/pdf',
            },
          ],
        }
      : {}),
  });
  return composer.compile().build();
}
