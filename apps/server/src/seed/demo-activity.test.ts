import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, parisDateOf } from '@tourneo/domain';
import { isSchedulingDay } from '@tourneo/domain/scheduling/horizon';
import type { Database } from '../db/client.ts';
import { getTestDatabase, getTestStorage } from '../test/test-app.ts';
import { readDemoActivity } from '../test/demo-activity.ts';
import { seedDemoCompany } from './demo.ts';
import { demoPeriodOf, planDemoActivity, type DemoPeriod } from './demo-plan.ts';
import { seededRandom } from './images.ts';

/**
 * The demo's activity at fixed clocks (Paris time), seeded into the worker's database (PGlite, or
 * PostgreSQL under the server-postgres project) as companies of their own name.
 */
/** A seed takes about 2 s of CPU; a busy test machine stretches it several times. */
const SEED_TIMEOUT_MS = 180_000;
let db: Database;
beforeAll(async () => {
  db = (await getTestDatabase()).db;
});

const seedAt = async (now: Date) => {
  const seeded = await seedDemoCompany(db, {
    name: `démo ${randomUUID()}`,
    storage: getTestStorage(),
    now,
  });
  return { ...seeded!, activity: await readDemoActivity(db, seeded!.companyId) };
};

type Seeded = Awaited<ReturnType<typeof seedAt>>;

const between = (date: string, from: string, to: string) => date >= from && date <= to;

/** What every seed holds, whatever the day it runs. */
function expectSoundActivity({ activity, companyId }: Seeded, today: string, period: DemoPeriod) {
  const { sessions, files } = activity;
  expect(companyId).toBeGreaterThan(0);
  // Working days only (no weekend, no public holiday), from two months ago to the end of next week.
  expect(sessions.filter((session) => !isSchedulingDay(session.date))).toEqual([]);
  expect(sessions.every((session) => between(session.date, period.from, period.nextWeek.end))).toBe(true);
  expect(period.from <= addDays(today, -56)).toBe(true);

  const completed = sessions.filter((session) => session.missionStatus === 'completed');
  const planned = sessions.filter((session) => session.missionStatus === 'planned');
  const cancelled = sessions.filter((session) => session.missionStatus === 'cancelled');
  expect(completed.length).toBeGreaterThan(150);
  expect(completed.every((session) => session.date < today && session.sessionStatus === 'completed')).toBe(
    true,
  );
  expect(planned.every((session) => session.date >= period.firstUpcoming)).toBe(true);
  expect(sessions.every((session) => session.sessionStatus === session.missionStatus)).toBe(true);
  expect(cancelled.filter((session) => session.date < today).length).toBeGreaterThan(0);

  // Every completed visit has its report: a signature and at least one photo.
  const filesOf = (missionId: number, kind: string) =>
    files.filter((file) => file.missionId === missionId && file.kind === kind).length;
  expect(completed.every((session) => filesOf(session.missionId, 'signature') === 1)).toBe(true);
  expect(completed.every((session) => filesOf(session.missionId, 'photo') >= 1)).toBe(true);
  expect(files.every((file) => completed.some((session) => session.missionId === file.missionId))).toBe(true);
  expect(activity.missionsWithAnswers).toBeGreaterThan(0);

  // This week (from today) and next: every working day has planned visits, every agent has some.
  for (const week of [period.thisWeek, period.nextWeek]) {
    for (let date = week.start; date <= week.end; date = addDays(date, 1)) {
      if (date >= period.firstUpcoming && isSchedulingDay(date)) {
        expect(planned.some((session) => session.date === date)).toBe(true);
      }
    }
    const agentsOfWeek = new Set(
      planned
        .filter((session) => between(session.date, week.start, week.end))
        .map((session) => session.agentId),
    );
    expect(agentsOfWeek.size).toBe(4);
  }

  // Booked through links: a client, a channel, a 'confirmed' booking event each.
  const booked = sessions.filter((session) => session.creationType === 'automatic');
  expect(booked.length).toBeGreaterThan(10);
  expect(booked.every((session) => session.clientId !== null && session.bookedVia !== null)).toBe(true);
  expect(activity.events.filter((event) => event.kind === 'confirmed')).toHaveLength(booked.length);
  expect(
    sessions
      .filter((session) => session.creationType === 'semi_automatic')
      .every((session) => session.clientId !== null),
  ).toBe(true);
  // Their messages are recorded sent (or, for reminders still to come, cancelled): none leaves.
  expect(activity.outbox.filter((row) => row.status === 'pending')).toEqual([]);
  expect(
    activity.outbox.filter((row) => row.status === 'sent' && row.kind === 'confirmation').length,
  ).toBeGreaterThan(10);
  expect(activity.outbox.some((row) => row.status === 'sent' && row.kind === 'invitation')).toBe(true);
}

describe('the demo activity', () => {
  it(
    'on a Wednesday: two months done with reports, this week and next planned, some cancelled, some booked through links',
    async () => {
      const now = new Date('2026-11-25T09:00:00Z');
      const seeded = await seedAt(now);
      const today = parisDateOf(now);
      const period = demoPeriodOf(today);
      expect(period.thisWeek.start).toBe('2026-11-23');
      expectSoundActivity(seeded, today, period);
      // The week's past days are done; today's visits are still to do.
      const { sessions } = seeded.activity;
      expect(
        sessions.some((session) => session.date === '2026-11-23' && session.missionStatus === 'completed'),
      ).toBe(true);
      expect(sessions.some((session) => session.date === today && session.missionStatus === 'planned')).toBe(
        true,
      );
      // Every stored picture is in the storage.
      const file = seeded.activity.files[0]!;
      expect((await getTestStorage().get(file.storageKey))?.subarray(1, 4).toString()).toBe('PNG');
    },
    SEED_TIMEOUT_MS,
  );

  it(
    'on a Saturday: "this week" is the coming one, nothing on the weekend',
    async () => {
      const now = new Date('2026-11-28T12:00:00Z');
      const seeded = await seedAt(now);
      const period = demoPeriodOf('2026-11-28');
      expect(period.thisWeek).toEqual({ start: '2026-11-30', end: '2026-12-04' });
      expect(period.nextWeek).toEqual({ start: '2026-12-07', end: '2026-12-11' });
      expectSoundActivity(seeded, '2026-11-28', period);
      const { sessions } = seeded.activity;
      expect(
        sessions.some((session) => session.date === '2026-11-27' && session.missionStatus === 'completed'),
      ).toBe(true);
      expect(
        sessions.some((session) => session.date === '2026-11-30' && session.missionStatus === 'planned'),
      ).toBe(true);
    },
    SEED_TIMEOUT_MS,
  );

  it(
    'on 31 December: the rest of the week and the first week of January, not on New Year’s Day',
    async () => {
      const now = new Date('2026-12-31T16:00:00Z');
      const seeded = await seedAt(now);
      const period = demoPeriodOf('2026-12-31');
      expect(period.nextWeek).toEqual({ start: '2027-01-04', end: '2027-01-08' });
      expectSoundActivity(seeded, '2026-12-31', period);
      const dates = new Set(seeded.activity.sessions.map((session) => session.date));
      expect(dates.has('2027-01-01')).toBe(false);
      expect(dates.has('2026-12-31')).toBe(true);
      expect(dates.has('2027-01-04')).toBe(true);
    },
    SEED_TIMEOUT_MS,
  );

  it('is the same activity for the same Paris date (a seeded generator)', () => {
    const agents = [
      { id: 1, latitude: 48.8649, longitude: 2.3736, operationIds: [1, 3] },
      { id: 2, latitude: 48.8372, longitude: 2.2391, operationIds: [2, 3] },
    ];
    const operations = [
      { id: 1, duration: 8 },
      { id: 2, duration: 4 },
      { id: 3, duration: 2 },
    ];
    const planAt = (now: Date) =>
      planDemoActivity({
        period: demoPeriodOf(parisDateOf(now)),
        now,
        agents,
        operations,
        random: seededRandom(Number(parisDateOf(now).replaceAll('-', ''))),
      }).map(({ createdAt: _createdAt, cancelledAt: _cancelledAt, ...visit }) => visit);
    const morning = planAt(new Date('2026-11-25T07:00:00Z'));
    expect(morning.length).toBeGreaterThan(100);
    expect(planAt(new Date('2026-11-25T20:00:00Z'))).toEqual(morning);
    expect(planAt(new Date('2026-11-26T07:00:00Z'))).not.toEqual(morning);
  });
});
