import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string;
}

/** Sends one e-mail; rejects when the SMTP server refuses it or cannot be reached. */
export interface Mailer {
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
}

/**
 * The operator's mailer: nodemailer over the SMTP server of `SMTP_URL`
 * (`smtp://user:password@host:587`, `smtps://...` for implicit TLS).
 * Short timeouts, so a dead server fails the attempt and the job retries later.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
    },
    close: () => transport.close(),
  };
}
