import { Readable } from 'node:stream';
import SMTPConnection from 'nodemailer/lib/smtp-connection';

/** Where an e-mail is handed over: a partner's SMTP server, or the operator's (`SMTP_URL`). */
export interface SmtpEndpoint {
  host: string;
  port: number;
  /** Implicit TLS (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  password?: string;
}

export const SMTP_SEND_TIMEOUT_MS = 15_000;

/** Reads `smtp://user:password@host:587` (or `smtps://`, implicit TLS). */
export function smtpEndpointFromUrl(url: string): SmtpEndpoint {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(parsed.username
      ? { user: decodeURIComponent(parsed.username), password: decodeURIComponent(parsed.password) }
      : {}),
  };
}

/** Where the message stands when sending fails: whether its final dot left (the server may hold it). */
export class SmtpSendError extends Error {
  /** True once the final dot was written: after it, only the server's answer says whether it was accepted. */
  readonly afterFinalDot: boolean;
  /** True when the server answered with a refusal (an SMTP code), not a lost connection. */
  readonly refusedByServer: boolean;

  constructor(cause: unknown, afterFinalDot: boolean, refusedByServer: boolean) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'SmtpSendError';
    this.afterFinalDot = afterFinalDot;
    this.refusedByServer = refusedByServer;
  }
}

/** The message body, whose end (and so the final dot) waits for `beforeFinalDot`. */
class GatedMessage extends Readable {
  private hasPushedBody = false;
  private hasAskedGate = false;
  private readonly raw: Buffer;
  private readonly beforeFinalDot: () => Promise<boolean>;
  private readonly onGate: (isOpen: boolean) => void;

  constructor(raw: Buffer, beforeFinalDot: () => Promise<boolean>, onGate: (isOpen: boolean) => void) {
    super();
    this.raw = raw;
    this.beforeFinalDot = beforeFinalDot;
    this.onGate = onGate;
  }

  override _read(): void {
    if (!this.hasPushedBody) {
      this.hasPushedBody = true;
      this.push(this.raw);
      return;
    }
    if (this.hasAskedGate) {
      return;
    }
    this.hasAskedGate = true;
    this.beforeFinalDot().then(
      (isOpen) => {
        this.onGate(isOpen);
        if (isOpen) {
          // The data stream writes the final dot as soon as this end reaches it.
          this.push(null);
        }
      },
      () => this.onGate(false),
    );
  }
}

/**
 * Sends one message over one SMTP session, with a say in its last step: once the server has the
 * whole message except its final dot (`DATA` accepted, body written), `beforeFinalDot` runs; the
 * dot, which is when the server takes the message, is written only when it resolves true. When
 * it resolves false the connection is closed without the dot and the server discards the message.
 *
 * This is what lets the outbox record "sent" in the same instant as the server takes the message
 * (docs/decisions/0016-messaging.md): a crash before the dot leaves nothing at the server, a crash
 * after it finds the row recorded.
 */
export function sendMessageOnce({
  endpoint,
  envelope,
  raw,
  beforeFinalDot,
  timeoutMs = SMTP_SEND_TIMEOUT_MS,
}: {
  endpoint: SmtpEndpoint;
  envelope: { from: string; to: string };
  raw: Buffer;
  beforeFinalDot: () => Promise<boolean>;
  timeoutMs?: number;
}): Promise<{ response: string }> {
  return new Promise((resolve, reject) => {
    let isFinalDotSent = false;
    let isSettled = false;
    const connection = new SMTPConnection({
      host: endpoint.host,
      port: endpoint.port,
      secure: endpoint.secure,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    const fail = (error: unknown) => {
      if (isSettled) {
        return;
      }
      isSettled = true;
      connection.close();
      const code = (error as { responseCode?: unknown } | null)?.responseCode;
      reject(new SmtpSendError(error, isFinalDotSent, typeof code === 'number'));
    };
    connection.on('error', fail);
    connection.connect(() => {
      const send = () => {
        const message = new GatedMessage(raw, beforeFinalDot, (isOpen) => {
          if (isOpen) {
            isFinalDotSent = true;
          } else {
            fail(new Error('envoi abandonné avant la fin du message'));
          }
        });
        connection.send(envelope, message, (error, info) => {
          if (error) {
            fail(error);
            return;
          }
          isSettled = true;
          connection.quit();
          resolve({ response: info.response });
        });
      };
      if (endpoint.user) {
        connection.login({ user: endpoint.user, pass: endpoint.password ?? '' }, (error) =>
          error ? fail(error) : send(),
        );
      } else {
        send();
      }
    });
  });
}
