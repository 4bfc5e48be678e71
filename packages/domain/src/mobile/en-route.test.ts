import { describe, expect, it } from 'vitest';
import { canSendEnRoute, estimateArrival } from './en-route.ts';

const at = (iso: string) => new Date(iso);

describe('estimateArrival (UTC instants)', () => {
  const start = at('2026-03-11T13:00:00Z');

  it('an agent leaving early arrives at the appointment, not before it', () => {
    expect(estimateArrival({ now: at('2026-03-11T12:00:00Z'), start, travelMinutes: 20 })).toEqual(start);
  });

  it('an agent leaving late arrives at now + the trip, rounded up to 5 minutes', () => {
    expect(estimateArrival({ now: at('2026-03-11T12:50:00Z'), start, travelMinutes: 17 })).toEqual(
      at('2026-03-11T13:10:00Z'),
    );
  });

  it('without a trip: the start while it is ahead, else now rounded up (never before now)', () => {
    expect(estimateArrival({ now: at('2026-03-11T12:00:00Z'), start, travelMinutes: null })).toEqual(start);
    expect(estimateArrival({ now: at('2026-03-11T13:41:10Z'), start, travelMinutes: null })).toEqual(
      at('2026-03-11T13:45:00Z'),
    );
  });

  it('is never before now, whatever the start and the trip', () => {
    for (const minutes of [0, 1, 7, 45, null]) {
      for (const now of ['2026-03-11T01:40:00Z', '2026-03-11T12:59:59Z', '2026-03-11T18:03:00Z']) {
        const arrival = estimateArrival({ now: at(now), start, travelMinutes: minutes });
        expect(arrival.getTime()).toBeGreaterThanOrEqual(at(now).getTime());
        expect(arrival.getTime()).toBeGreaterThanOrEqual(start.getTime());
      }
    }
  });
});

describe('canSendEnRoute', () => {
  it('only on the session’s own day, and not once completed or cancelled', () => {
    expect(canSendEnRoute({ date: '2026-03-11', session_status: 'planned' }, '2026-03-11')).toBe(true);
    expect(canSendEnRoute({ date: '2026-03-11', session_status: 'in_progress' }, '2026-03-11')).toBe(true);
    expect(canSendEnRoute({ date: '2026-03-12', session_status: 'planned' }, '2026-03-11')).toBe(false);
    expect(canSendEnRoute({ date: '2026-03-10', session_status: 'planned' }, '2026-03-11')).toBe(false);
    expect(canSendEnRoute({ date: '2026-03-11', session_status: 'completed' }, '2026-03-11')).toBe(false);
    expect(canSendEnRoute({ date: '2026-03-11', session_status: 'cancelled' }, '2026-03-11')).toBe(false);
  });
});
