import type { DatabaseHandle } from '../db/client.ts';
import { markOutboxMessageSent } from './outbox.ts';

/** The recording of one attempt as sent, tied to the final dot of its SMTP exchange. */
export interface SentRecording {
  /** Runs just before the final dot; the dot goes only when it resolves true. */
  beforeFinalDot: () => Promise<boolean>;
  /** After the exchange succeeded: waits for the record to be durable. */
  settle: () => Promise<void>;
  /** After the exchange failed before its dot: undoes the recording. */
  abandon: () => Promise<void>;
}

export interface SentRecorder {
  /** Before the SMTP exchange: undefined when this attempt no longer holds the row. */
  open: (outboxId: number, attempt: number) => Promise<SentRecording | undefined>;
  close: () => Promise<void>;
}

const MARK_SENT = `update outbox_messages
  set status = 'sent', sent_at = now(), locked_until = null, last_error = null
  where id = $1 and status = 'pending' and attempts = $2
  returning id`;

/**
 * PostgreSQL (docs/decisions/0016-messaging.md): the row is marked sent in a transaction opened
 * before the SMTP exchange (which also holds its row lock: no other sender can take it meanwhile);
 * its COMMIT is written to the database connection in the same instant as the final dot, before
 * either answer is awaited. A worker killed before that instant leaves the transaction rolled back
 * and the server without the dot (it discards the message): the row is sent again later, once. A
 * worker killed after it finds the row sent and the server holding the message.
 */
export async function createPostgresSentRecorder(
  databaseUrl: string,
  connections = 2,
): Promise<SentRecorder> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  pool.on('error', () => undefined);
  return {
    async open(outboxId, attempt) {
      const client = await pool.connect();
      let isReleased = false;
      const release = (error?: Error) => {
        if (!isReleased) {
          isReleased = true;
          client.release(error);
        }
      };
      try {
        await client.query('begin');
        const marked = await client.query(MARK_SENT, [outboxId, attempt]);
        if (marked.rowCount === 0) {
          await client.query('rollback');
          release();
          return undefined;
        }
      } catch (error) {
        release(error as Error);
        throw error;
      }
      let commit: Promise<unknown> | undefined;
      return {
        beforeFinalDot() {
          // `query` writes COMMIT on the connection now (it is idle); the dot follows in this tick.
          commit = client.query('commit');
          commit.catch(() => undefined);
          return Promise.resolve(true);
        },
        async settle() {
          try {
            await commit;
            release();
          } catch (error) {
            release(error as Error);
            throw error;
          }
        },
        async abandon() {
          if (commit) {
            await commit.catch(() => undefined);
            release();
            return;
          }
          try {
            await client.query('rollback');
            release();
          } catch (error) {
            release(error as Error);
          }
        },
      };
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite: one connection, so no transaction may stay open during an SMTP exchange. The row is
 * marked sent (if this attempt still holds it) just before the dot; nothing else runs in this
 * process between the two, and the database lives and dies with the process.
 */
export function createInProcessSentRecorder(handle: DatabaseHandle): SentRecorder {
  return {
    async open(outboxId, attempt) {
      return {
        beforeFinalDot: () => markOutboxMessageSent(handle.db, outboxId, attempt),
        settle: async () => undefined,
        abandon: async () => undefined,
      };
    },
    close: async () => undefined,
  };
}

export function createSentRecorder(handle: DatabaseHandle): Promise<SentRecorder> | SentRecorder {
  return handle.databaseUrl
    ? createPostgresSentRecorder(handle.databaseUrl)
    : createInProcessSentRecorder(handle);
}
