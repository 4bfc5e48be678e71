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

/** Where the message stands when sending fails: whether all of it left (the server may hold it). */
export class SmtpSendError extends Error {
  /** True once the whole message, final dot included, was handed to the connection. */
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

interface SendOnceOptions {
  endpoint: SmtpEndpoint;
  envelope: { from: string; to: string };
  raw: Buffer;
  timeoutMs?: number;
}

/** An open, greeted (and logged-in) SMTP connection. */
interface OpenConnection {
  connection: SMTPConnection;
  isClosed: boolean;
}

function openConnection(endpoint: SmtpEndpoint, timeoutMs: number): Promise<OpenConnection> {
  return new Promise((resolve, reject) => {
    const connection = new SMTPConnection({
      host: endpoint.host,
      port: endpoint.port,
      secure: endpoint.secure,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    const open: OpenConnection = { connection, isClosed: false };
    let isSettled = false;
    const fail = (error: unknown) => {
      open.isClosed = true;
      if (!isSettled) {
        isSettled = true;
        connection.close();
        reject(
          new SmtpSendError(
            error,
            false,
            typeof (error as { responseCode?: unknown })?.responseCode === 'number',
          ),
        );
      }
    };
    connection.on('error', fail);
    connection.on('end', () => {
      open.isClosed = true;
    });
    connection.connect(() => {
      const ready = () => {
        isSettled = true;
        resolve(open);
      };
      if (endpoint.user) {
        connection.login({ user: endpoint.user, pass: endpoint.password ?? '' }, (error) =>
          error ? fail(error) : ready(),
        );
      } else {
        ready();
      }
    });
  });
}

/** One message over an open connection; resolves on the server's answer to its final dot. */
function transfer(open: OpenConnection, { envelope, raw }: SendOnceOptions) {
  return new Promise<{ response: string }>((resolve, reject) => {
    let isFinalDotSent = false;
    let isSettled = false;
    const fail = (error: unknown) => {
      if (isSettled) {
        return;
      }
      isSettled = true;
      open.isClosed = true;
      open.connection.off('error', fail);
      open.connection.close();
      const code = (error as { responseCode?: unknown } | null)?.responseCode;
      reject(new SmtpSendError(error, isFinalDotSent, typeof code === 'number'));
    };
    open.connection.on('error', fail);
    const message = Readable.from([raw]);
    // Once the body is read to its end, the data stream writes the final dot.
    message.once('end', () => {
      isFinalDotSent = true;
    });
    open.connection.send(envelope, message, (error, info) => {
      if (error) {
        fail(error);
        return;
      }
      isSettled = true;
      open.connection.off('error', fail);
      resolve({ response: info.response });
    });
  });
}

/** How long an idle connection stays open for the next message of the same server. */
export const SMTP_IDLE_MS = 5_000;

/**
 * SMTP sessions kept open between messages to the same server (servers greet slowly, and a
 * worker sending a batch of reminders should not reconnect for each), one message at a time per
 * connection. Each message is sent as `sendMessageOnce` describes.
 */
export class SmtpSessions {
  private readonly idle = new Map<string, { open: OpenConnection; timer: NodeJS.Timeout }[]>();

  /**
   * Sends one message and resolves with the server's answer to its final dot: the only proof that
   * the server took it (docs/decisions/0016-messaging.md). Rejects with `SmtpSendError`, which says
   * whether the final dot had left.
   */
  async send(options: SendOnceOptions): Promise<{ response: string }> {
    const { endpoint, timeoutMs = SMTP_SEND_TIMEOUT_MS } = options;
    const key = JSON.stringify([
      endpoint.host,
      endpoint.port,
      endpoint.secure,
      endpoint.user ?? '',
      endpoint.password ?? '',
    ]);
    const reused = this.takeIdle(key);
    if (reused) {
      try {
        return this.park(key, reused, await transfer(reused, options));
      } catch (error) {
        // A kept connection the server had closed meanwhile: once more on a new one, if nothing
        // of the message reached the server's final step.
        if (!(error instanceof SmtpSendError) || error.afterFinalDot || error.refusedByServer) {
          throw error;
        }
      }
    }
    const open = await openConnection(endpoint, timeoutMs);
    return this.park(key, open, await transfer(open, options));
  }

  private takeIdle(key: string): OpenConnection | undefined {
    const list = this.idle.get(key) ?? [];
    for (let entry = list.pop(); entry; entry = list.pop()) {
      clearTimeout(entry.timer);
      if (!entry.open.isClosed) {
        return entry.open;
      }
    }
    return undefined;
  }

  private park<T>(key: string, open: OpenConnection, result: T): T {
    if (!open.isClosed) {
      const timer = setTimeout(() => {
        const list = this.idle.get(key) ?? [];
        this.idle.set(
          key,
          list.filter((entry) => entry.open !== open),
        );
        open.connection.quit();
      }, SMTP_IDLE_MS);
      timer.unref();
      this.idle.set(key, [...(this.idle.get(key) ?? []), { open, timer }]);
    }
    return result;
  }

  /** Says goodbye to every kept connection. */
  close(): void {
    for (const list of this.idle.values()) {
      for (const { open, timer } of list) {
        clearTimeout(timer);
        open.connection.quit();
      }
    }
    this.idle.clear();
  }
}

/** One message on a connection of its own (see `SmtpSessions.send`). */
export async function sendMessageOnce(options: SendOnceOptions): Promise<{ response: string }> {
  const sessions = new SmtpSessions();
  try {
    return await sessions.send(options);
  } finally {
    sessions.close();
  }
}
