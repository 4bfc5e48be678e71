import { describe, expect, it } from 'vitest';
import { MOBILE_MESSAGES } from '../messages/mobile-fr.ts';
import type { SessionStatus } from '../missions/team.ts';
import { checkSessionStart } from './session-start.ts';

const TUESDAY = '2026-12-15';
const when = { before: '2026-12-13', day: TUESDAY, after: '2026-12-16' } as const;
const session = (session_status: SessionStatus, early_start_allowed = false) => ({
  date: TUESDAY,
  session_status,
  early_start_allowed,
});

describe('checkSessionStart', () => {
  it('a planned session starts on its day, and not before it unless the planner allowed it', () => {
    expect(checkSessionStart(session('planned'), when.day)).toEqual({ ok: true });
    expect(checkSessionStart(session('planned'), when.before)).toEqual({
      ok: false,
      reason: 'before-day',
      message:
        'Cette intervention est prévue le mardi 15 décembre 2026 : elle ne peut pas être démarrée avant ce jour.',
    });
    expect(checkSessionStart(session('planned', true), when.before)).toEqual({ ok: true });
    expect(checkSessionStart(session('planned', true), when.day)).toEqual({ ok: true });
  });

  it('a day gone by is not started, even with the early start allowed', () => {
    for (const allowed of [false, true]) {
      expect(checkSessionStart(session('planned', allowed), when.after)).toEqual({
        ok: false,
        reason: 'after-day',
        message: MOBILE_MESSAGES.startAfterDay('mardi 15 décembre 2026'),
      });
    }
  });

  it('only from planned: started, completed and cancelled are refused whatever the day and the allowance', () => {
    const refusals = [
      ['in_progress', 'already-started', MOBILE_MESSAGES.sessionAlreadyStarted],
      ['completed', 'completed', MOBILE_MESSAGES.sessionAlreadyCompleted],
      ['cancelled', 'cancelled', MOBILE_MESSAGES.sessionCancelled],
    ] as const;
    for (const [status, reason, message] of refusals) {
      for (const today of Object.values(when)) {
        for (const allowed of [false, true]) {
          expect(checkSessionStart(session(status, allowed), today)).toEqual({ ok: false, reason, message });
        }
      }
    }
  });
});
