/**
 * The open server-sent event streams of one app: the metrics count them, and a server that stops
 * closes them with a reconnect hint (`retry:` a second or two, spread so that the browsers of a
 * stopping server do not all come back at the same instant), so that each browser reconnects
 * through the load balancer to a server still running, and reloads what it may have missed.
 */
export class EventStreams {
  private readonly closers = new Set<(finalChunk: string) => void>();

  /** Registers an open stream; `close` must end it after writing `finalChunk`. Returns the way out. */
  add(close: (finalChunk: string) => void): () => void {
    this.closers.add(close);
    return () => {
      this.closers.delete(close);
    };
  }

  get size(): number {
    return this.closers.size;
  }

  /** Ends every stream with the reconnect hint (the server is stopping). */
  closeAll(): void {
    for (const close of [...this.closers]) {
      close(reconnectHint());
    }
    this.closers.clear();
  }
}

/** Milliseconds a browser waits before it reconnects a stream its stopping server closed. */
export const RECONNECT_HINT_MS = { min: 500, max: 2_500 };

/** The last chunk of a stream whose server stops: a comment saying so, and when to come back. */
export function reconnectHint(random: () => number = Math.random): string {
  const delay = Math.round(
    RECONNECT_HINT_MS.min + random() * (RECONNECT_HINT_MS.max - RECONNECT_HINT_MS.min),
  );
  return `: arrêt du serveur, reconnexion dans ${delay} ms\nretry: ${delay}\n\n`;
}
