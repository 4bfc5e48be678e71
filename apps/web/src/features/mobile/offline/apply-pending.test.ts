import { describe, expect, it } from 'vitest';
import type { MobileSession } from '@tourneo/domain/mobile/responses';
import { applyPending, fieldsWithFilesOf } from './apply-pending.ts';
import type { QueuedAction } from './queued-action.ts';

const signature = { id: 9, field_id: null, mime_type: 'image/png' as const, size: 10, created_at: '' };

function session(overrides: Partial<MobileSession> = {}): MobileSession {
  return {
    session_id: 1,
    mission_id: 10,
    date: '2026-11-23',
    beginning: 4,
    ending: 8,
    session_order: 1,
    session_type: 'standard',
    session_status: 'in_progress',
    early_start_allowed: false,
    started_at: null,
    completed_at: null,
    location: null,
    notes: null,
    mission_status: 'in_progress',
    total_sessions: 1,
    client_name: 'Dupont',
    client_email: null,
    client_phone: null,
    adresse: '1 rue de la Paix',
    appartement: null,
    comments: null,
    operation: null,
    team: [],
    lead_agent: null,
    form: null,
    report: {
      answers: [{ field_id: 1, field_type: 'text', field_label: 'Compteur', value: 'A1', updated_at: '' }],
      photos: [],
      signature,
    },
    updated_at: '',
    ...overrides,
  };
}

let seq = 0;
const queued = (change: Record<string, unknown>, sessionId = 1, missionId = 10) =>
  ({
    seq: (seq += 1),
    key: `k${seq}`,
    sessionId,
    missionId,
    clientName: 'Dupont',
    createdAt: '',
    ...change,
  }) as QueuedAction;

describe('applyPending (a session as the agent sees it offline)', () => {
  it('shows a queued start as in progress and a queued completion as completed', () => {
    const planned = session({ session_status: 'planned' });
    expect(applyPending(planned, [queued({ type: 'start' })]).session.session_status).toBe('in_progress');
    expect(
      applyPending(planned, [queued({ type: 'start' }), queued({ type: 'complete' })]).session.session_status,
    ).toBe('completed');
  });

  it('clears the signature when a queued answer changes the report, as the server will', () => {
    const view = applyPending(session(), [
      queued({ type: 'answers', answers: [{ field_id: 1, value: 'B2' }] }),
    ]);
    expect(view.answers.get(1)).toBe('B2');
    expect(view.hasSignature).toBe(false);
    expect(view.signatureCleared).toBe(true);
  });

  it('keeps the signature when the same answer is sent again', () => {
    const view = applyPending(session(), [
      queued({ type: 'answers', answers: [{ field_id: 1, value: 'A1' }] }),
    ]);
    expect(view.hasSignature).toBe(true);
    expect(view.signatureCleared).toBe(false);
  });

  it('clears the signature for a new photo, and a signature queued after it counts', () => {
    const photo = new Blob(['x'], { type: 'image/jpeg' });
    const png = new Blob(['y'], { type: 'image/png' });
    const view = applyPending(session(), [
      queued({ type: 'photo', fieldId: 3, blob: photo }),
      queued({ type: 'signature', blob: png }),
    ]);
    expect(view.pendingFiles).toHaveLength(1);
    expect(fieldsWithFilesOf(view)).toEqual(new Set([3]));
    expect(view.hasSignature).toBe(true);
    expect(view.pendingSignature).toBe(png);
    expect(view.signatureCleared).toBe(false);
    expect(view.pendingCount).toBe(2);
  });

  it('counts the changes made through another session of the same mission (one report), not its pending count', () => {
    const view = applyPending(session(), [
      queued({ type: 'answers', answers: [{ field_id: 1, value: null }] }, 2, 10),
      queued({ type: 'start' }, 3, 99),
    ]);
    expect(view.answers.has(1)).toBe(false);
    expect(view.pendingCount).toBe(0);
  });
});
