import type { DatabaseHandle } from '../db/client.ts';
import { markOutboxMessageSent } from './outbox.ts';

/** The recording of one attempt, around its SMTP exchange (docs/decisions/0016-messaging.md). */
export interface SentRecording {
  /** After the server accepted the message (its answer to the final dot): records the row sent. */
  settle: () => Promise<void>;
  /** After the exchange failed: records nothing, and lets the row go. */
  abandon: () => Promise<void>;
}

export interface SentRecorder {
  /** Before the SMTP exchange: undefined when this attempt no longer holds the row. */
  open: (outboxId: number, attempt: number) => Promise<SentRecording | undefined>;
  close: () => Promise<void>;
}

const HOLD_ROW = `select id from outbox_messages
  where id = $1 and status = 'pending' and attempts = $2
  for update`;

const MARK_SENT = `update outbox_messages
  set status = 'sent', sent_at = now(), locked_until = null, last_error = null
  where id = $1 and status = 'pending' and attempts = $2`;

/**
 * PostgreSQL: a transaction on a connection of its own holds the row's lock for the whole SMTP
 * exchange, so no other sender (another server whose claim found the lease over) can send the row
 * meanwhile: its claim waits for this transaction and then finds the row sent. The row is marked
 * sent, and the transaction committed, once the server has accepted the message. A worker killed
 * before that leaves the transaction rolled back and the row pending: it is sent again, at worst a
 * second copy with the same Message-ID, never a loss.
 */
export async function createPostgresSentRecorder(
  databaseUrl: string,
  connections = 2,
): Promise<SentRecorder> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  pool.on('error', () => undefined);
  // A connection held across the SMTP exchange: its loss fails `settle` (the row is sent again), it
  // must not end the process.
  pool.on('connect', (connection) => connection.on('error', () => undefined));
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
        const held = await client.query(HOLD_ROW, [outboxId, attempt]);
        if (held.rowCount === 0) {
          await client.query('rollback');
          release();
          return undefined;
        }
      } catch (error) {
        release(error as Error);
        throw error;
      }
      return {
        async settle() {
          try {
            await client.query(MARK_SENT, [outboxId, attempt]);
            await client.query('commit');
            release();
          } catch (error) {
            release(error as Error);
            throw error;
          }
        },
        async abandon() {
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
 * PGlite: one connection, so no transaction may stay open during an SMTP exchange; the database
 * belongs to this process alone, and the worker never sends a row it already has in hand
 * (`sendOutboxMessage`). The row is marked sent once the server has accepted the message.
 */
export function createInProcessSentRecorder(handle: DatabaseHandle): SentRecorder {
  return {
    async open(outboxId, attempt) {
      return {
        settle: async () => {
          await markOutboxMessageSent(handle.db, outboxId, attempt);
        },
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
