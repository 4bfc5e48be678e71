import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The SMTP user that sent it (servers with AUTH). */
  user: string | undefined;
  raw: string;
  messageId: string | undefined;
}

/**
 * A real SMTP server on loopback (the `smtp-server` package): it keeps what it accepts;
 * `control.refuseNext` makes it answer 451 to the next messages. `abandoned` keeps the messages
 * whose body arrived without their final dot (the client went away before it: the server did not
 * take them), and `openConnections()` says how many clients are still connected: at 0, every
 * byte a client wrote has been read.
 */
export function startTestSmtpServer({
  withAuth = false,
  onTaken,
}: {
  withAuth?: boolean;
  /** Called when a message was taken (its final dot received), before the server answers it. */
  onTaken?: (mail: ReceivedMail, socket: Socket) => void;
} = {}): Promise<{
  server: SMTPServer;
  port: number;
  url: string;
  received: ReceivedMail[];
  abandoned: { messageId: string | undefined }[];
  openConnections: () => number;
  control: { refuseNext: number };
  close: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const abandoned: { messageId: string | undefined }[] = [];
  const messageIdOf = (raw: string) => /^Message-ID: *(<[^>]+>)/im.exec(raw)?.[1];
  const control = { refuseNext: 0 };
  /** The client connection of a session (smtp-server keeps its connections, each with its socket). */
  const socketOf = (session: unknown): Socket => {
    const connections = (server as unknown as { connections: Set<{ session: unknown; _socket: Socket }> })
      .connections;
    const connection = [...connections].find((candidate) => candidate.session === session);
    if (!connection) {
      throw new Error('no connection for this SMTP session');
    }
    return connection._socket;
  };
  const server: SMTPServer = new SMTPServer({
    authOptional: !withAuth,
    // AUTH PLAIN over plain text on loopback: a partner's login is checked, not its secrecy.
    allowInsecureAuth: true,
    disabledCommands: withAuth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let isEnded = false;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // Destroyed without its end: the connection closed before the final dot.
      stream.on('error', () => undefined);
      stream.on('close', () => {
        if (!isEnded) {
          abandoned.push({ messageId: messageIdOf(Buffer.concat(chunks).toString('utf8')) });
        }
      });
      stream.on('end', () => {
        isEnded = true;
        if (control.refuseNext > 0) {
          control.refuseNext -= 1;
          callback(Object.assign(new Error('Service momentanément indisponible'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw,
          messageId: messageIdOf(raw),
        };
        received.push(mail);
        onTaken?.(mail, socketOf(session));
        callback();
      });
    },
  });
  // Clients that vanish (a killed worker) end their connections with ECONNRESET.
  server.on('error', () => undefined);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({
        server,
        port,
        url: `smtp://127.0.0.1:${port}`,
        received,
        abandoned,
        openConnections: () => (server as unknown as { connections: Set<unknown> }).connections.size,
        control,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** Waits until `probe` answers something other than undefined. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error('timed out');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
