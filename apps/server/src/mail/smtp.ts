import nodemailer from 'nodemailer';
import { MESSAGES } from '@tourneo/domain';

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
}

export const SMTP_TIMEOUT_MS = 10_000;

/** A nodemailer transport for a partner's SMTP server. */
export function createSmtpTransport(settings: SmtpSettings, timeoutMs = SMTP_TIMEOUT_MS) {
  return nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: { user: settings.user, pass: settings.password },
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
}

export type SmtpCheck = { success: true; message: string } | { success: false; message: string };

interface NodemailerError {
  code?: string;
  response?: string;
  responseCode?: number;
  message?: string;
}

/** The French explanation of a failed verification, with the server's own answer when it gave one. */
export function describeSmtpError(error: unknown): string {
  const failure = (error ?? {}) as NodemailerError;
  const code = failure.code ?? '';
  const text = failure.message ?? '';
  let message: string;
  if (code === 'EAUTH' || failure.responseCode === 535) {
    message = MESSAGES.partners.connectionAuthFailed;
  } else if (text.includes('ECONNREFUSED') || code === 'ECONNREFUSED') {
    message = MESSAGES.partners.connectionRefused;
  } else if (code === 'EDNS' || text.includes('ENOTFOUND') || text.includes('EAI_AGAIN')) {
    message = MESSAGES.partners.connectionHostNotFound;
  } else if (code === 'ETIMEDOUT' || text.toLowerCase().includes('timeout')) {
    message = MESSAGES.partners.connectionTimeout;
  } else if (code === 'ETLS' || /ssl|tls|wrong version number/i.test(text)) {
    message = MESSAGES.partners.connectionTls;
  } else {
    message = MESSAGES.partners.connectionFailed;
  }
  const answer = failure.response?.trim();
  return answer ? `${message} ${MESSAGES.partners.serverAnswer(answer)}` : message;
}

/** Connects, greets and authenticates against the server (nodemailer's `verify()`), then hangs up. */
export async function verifySmtp(settings: SmtpSettings, timeoutMs = SMTP_TIMEOUT_MS): Promise<SmtpCheck> {
  const transport = createSmtpTransport(settings, timeoutMs);
  try {
    await transport.verify();
    return { success: true, message: MESSAGES.partners.connectionOk };
  } catch (error) {
    return { success: false, message: describeSmtpError(error) };
  } finally {
    transport.close();
  }
}
