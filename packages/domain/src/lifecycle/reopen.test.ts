import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/fr.ts';
import { reopenFormSchema, updateSessionSchema } from '../missions/schemas.ts';
import { SESSION_STATUSES } from '../missions/team.ts';
import {
  REOPEN_DOORS,
  REOPEN_REASON_MAX_LENGTH,
  REOPEN_REASON_MIN_LENGTH,
  checkReopen,
  isReopening,
  isReportOpen,
  missionStatusAfterReopen,
  reopenReasonError,
  sessionStatusAfterMissionReopen,
} from './reopen.ts';

const r = MESSAGES.reopen;

describe('isReopening: a status change that leaves completed', () => {
  it.each(['planned', 'in_progress', 'cancelled'] as const)('completed → %s is a reopening', (to) => {
    expect(isReopening('completed', to)).toBe(true);
  });

  it('completed → completed, or no status asked, is none', () => {
    expect(isReopening('completed', 'completed')).toBe(false);
    expect(isReopening('completed', undefined)).toBe(false);
    expect(isReopening('completed', null)).toBe(false);
  });

  it('no change from another state is one, whatever it goes to', () => {
    for (const from of SESSION_STATUSES.filter((status) => status !== 'completed')) {
      for (const to of SESSION_STATUSES) {
        expect(isReopening(from, to), `${from} → ${to}`).toBe(false);
      }
    }
  });
});

describe('reopenReasonError: 3 to 500 characters once trimmed', () => {
  it('an absent, empty or blank reason is asked for', () => {
    for (const reason of [undefined, null, '', '   \n ']) {
      expect(reopenReasonError(reason)).toBe('Indiquez le motif de la réouverture.');
    }
  });

  it('2 characters are too few, 3 will do (spaces around do not count)', () => {
    expect(reopenReasonError('ab')).toBe(r.reasonTooShort(REOPEN_REASON_MIN_LENGTH));
    expect(reopenReasonError('  ab  ')).toBe(r.reasonTooShort(REOPEN_REASON_MIN_LENGTH));
    expect(reopenReasonError('abc')).toBeNull();
  });

  it('500 characters will do, 501 are too many', () => {
    expect(reopenReasonError('x'.repeat(REOPEN_REASON_MAX_LENGTH))).toBeNull();
    expect(reopenReasonError(` ${'x'.repeat(REOPEN_REASON_MAX_LENGTH)} `)).toBeNull();
    expect(reopenReasonError('x'.repeat(REOPEN_REASON_MAX_LENGTH + 1))).toBe(
      r.reasonTooLong(REOPEN_REASON_MAX_LENGTH),
    );
  });
});

describe('checkReopen: only the back office reopens, with a reason', () => {
  it('the back office reopens with a reason, given back trimmed', () => {
    expect(
      checkReopen({ door: 'back_office', from: 'completed', to: 'planned', reason: '  Photo floue  ' }),
    ).toEqual({ ok: true, isReopening: true, reason: 'Photo floue' });
  });

  it('without a reason the back office is refused with the French message', () => {
    expect(checkReopen({ door: 'back_office', from: 'completed', to: 'in_progress' })).toEqual({
      ok: false,
      refusal: 'reason',
      message: r.reasonRequired,
    });
  });

  it.each(REOPEN_DOORS.filter((door) => door !== 'back_office'))(
    'the %s never reopens, even with a reason',
    (door) => {
      expect(checkReopen({ door, from: 'completed', to: 'planned', reason: 'Une bonne raison' })).toEqual({
        ok: false,
        refusal: 'door',
        message: r.forbidden,
      });
    },
  );

  it('a change that is no reopening needs no reason, at any door', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REOPEN_DOORS),
        fc.constantFrom(...SESSION_STATUSES),
        fc.constantFrom(...SESSION_STATUSES, undefined),
        (door, from, to) => {
          const check = checkReopen({ door, from, to });
          return isReopening(from, to) ? !check.ok : check.ok && !check.isReopening;
        },
      ),
    );
  });
});

describe('missionStatusAfterReopen', () => {
  it('a single session reopened gives its own status to the mission', () => {
    expect(missionStatusAfterReopen(['planned'])).toBe('planned');
    expect(missionStatusAfterReopen(['in_progress'])).toBe('in_progress');
    expect(missionStatusAfterReopen(['cancelled'])).toBe('cancelled');
  });

  it('one session reopened beside a completed one: the mission is in progress', () => {
    expect(missionStatusAfterReopen(['completed', 'planned'])).toBe('in_progress');
  });

  it('the others cancelled and the reopened one cancelled beside a completed one: still completed', () => {
    expect(missionStatusAfterReopen(['completed', 'cancelled'])).toBe('completed');
  });

  it('only planned and cancelled sessions left: planned', () => {
    expect(missionStatusAfterReopen(['planned', 'cancelled', 'planned'])).toBe('planned');
  });
});

describe('sessionStatusAfterMissionReopen', () => {
  it.each(['planned', 'in_progress', 'cancelled'] as const)(
    'the mission reopened to %s: a completed session takes that status',
    (to) => {
      expect(sessionStatusAfterMissionReopen('completed', to)).toBe(to);
    },
  );

  it('a session not completed keeps its status, whatever the mission becomes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(['planned', 'in_progress', 'cancelled'] as const)),
        fc.constantFrom(...SESSION_STATUSES),
        (session, to) => sessionStatusAfterMissionReopen(session, to) === session,
      ),
    );
  });
});

describe('isReportOpen', () => {
  it('the agent app changes a report until its mission is completed', () => {
    expect(SESSION_STATUSES.filter(isReportOpen)).toEqual(['planned', 'in_progress', 'cancelled']);
  });
});

describe('the reason in the shared schemas', () => {
  it('the dialog refuses a blank reason with the French message and trims a good one', () => {
    const blank = reopenFormSchema.safeParse({ reopen_reason: '   ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe(r.reasonRequired);
    expect(reopenFormSchema.parse({ reopen_reason: '  Signature illisible ' })).toEqual({
      reopen_reason: 'Signature illisible',
    });
  });

  it('the session edit takes it optional, and refuses one of 501 characters', () => {
    expect(updateSessionSchema.parse({ session_status: 'planned' })).toEqual({ session_status: 'planned' });
    const tooLong = updateSessionSchema.safeParse({ reopen_reason: 'x'.repeat(501) });
    expect(tooLong.error?.issues[0]?.message).toBe(r.reasonTooLong(REOPEN_REASON_MAX_LENGTH));
  });
});
