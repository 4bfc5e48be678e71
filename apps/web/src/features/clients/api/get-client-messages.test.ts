import { describe, expect, it } from 'vitest';
import {
  HELD_MESSAGES_REFRESH_MS,
  PENDING_MESSAGES_REFRESH_MS,
  historyRefreshIntervalOf,
  type ClientMessageRow,
} from './get-client-messages.ts';

const NOW = Date.parse('2026-11-23T08:00:00.000Z');

const message = (overrides: Partial<ClientMessageRow>): ClientMessageRow => ({
  id: 1,
  kind: 'invitation',
  channel: 'email',
  recipient: 'marie@example.fr',
  subject: 'Prenez rendez-vous',
  status: 'sent',
  send_after: '2026-11-23T08:00:00.000Z',
  sent_at: '2026-11-23T08:00:02.000Z',
  created_at: '2026-11-23T08:00:00.000Z',
  attempts: 1,
  last_error: null,
  ...overrides,
});

const historyOf = (...messages: ClientMessageRow[]) => ({ success: true as const, messages });

describe("the client's history polling", () => {
  it('asks again every few seconds while a message due now is pending', () => {
    const history = historyOf(message({}), message({ id: 2, status: 'pending', sent_at: null }));
    expect(historyRefreshIntervalOf(history, NOW)).toBe(PENDING_MESSAGES_REFRESH_MS);
  });

  it('stops once every message has left, failed or been cancelled', () => {
    const history = historyOf(
      message({}),
      message({ id: 2, status: 'failed', sent_at: null, last_error: 'Connexion refusée' }),
      message({ id: 3, status: 'cancelled', sent_at: null }),
    );
    expect(historyRefreshIntervalOf(history, NOW)).toBe(false);
  });

  it('does not poll for a reminder planned later (pending, not yet due)', () => {
    const history = historyOf(
      message({
        kind: 'reminder_d1',
        status: 'pending',
        sent_at: null,
        send_after: '2026-11-30T08:00:00.000Z',
      }),
    );
    expect(historyRefreshIntervalOf(history, NOW)).toBe(false);
  });

  it('asks again only every half minute while the due message is held back (no SMTP server yet)', () => {
    const history = historyOf(
      message({ status: 'pending', sent_at: null, attempts: 0, last_error: 'Aucun serveur SMTP' }),
    );
    expect(historyRefreshIntervalOf(history, NOW)).toBe(HELD_MESSAGES_REFRESH_MS);
  });

  it('does not poll before the first answer', () => {
    expect(historyRefreshIntervalOf(undefined, NOW)).toBe(false);
  });
});
