import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { BillingMonth, BillingMonthKey } from '@tourneo/domain';
import { createTestApp, getTestNotifications } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { queryRows } from '../../db/queries.ts';
import { BILLING_NOW, buildBillingFixture, type BillingFixture } from './billing-fixture.ts';
import { monthAnswerJson } from './billing.presenter.ts';
import { getBillingMonth } from './read-month.ts';
import {
  BILLING_CHANGES_CHANNEL,
  createMonthCache,
  readCachedMonth,
  type MonthCache,
} from './month-cache.ts';

/*
 * Each server keeps the month answers it wrote (decision 0045), forgotten on the database's
 * notification of any change to what they read (migration 0043). Through HTTP on one app: the kept
 * answer is the one read afresh; after each kind of change the next read is the fresh one again;
 * another company's change keeps this one's (counted by the cache's loads). Fixed clock: Wednesday
 * 17 March 2027 in Paris (February closed at its first read, March in progress).
 */

let app: FastifyInstance;
let fixture: BillingFixture;
let other: BillingFixture;
const MARCH: BillingMonthKey = { year: 2027, month: 3 };
const FEBRUARY: BillingMonthKey = { year: 2027, month: 2 };
const CURRENT = '/billing/current-month';
const CLOSED = '/billing/month/2027/2';

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(BILLING_NOW);
  app = await createTestApp();
  fixture = await buildBillingFixture(app, `Cache ${Date.now()}`);
  other = await buildBillingFixture(app, `Voisin ${Date.now()}`);
}, 120_000);
afterAll(async () => {
  await app?.close();
  vi.useRealTimers();
});

const cache = () => app.billingMonthCache;
const run = (statement: ReturnType<typeof sql>) => app.db.execute(statement);

/** The month's answer through HTTP, as sent. */
async function answerOf(url: string, company = fixture) {
  const response = await call(app, 'POST', url, company.company, {});
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** The month read afresh, without any cache. */
async function freshOf(key: BillingMonthKey, company = fixture) {
  return monthAnswerJson(await getBillingMonth({ db: app.db, companyId: company.company.id, key }));
}

/** The answer's month, its `last_updated` left out (the instant of each request). */
function monthOf(json: string): Omit<BillingMonth, 'last_updated'> {
  const { last_updated: lastUpdated, ...month } = (JSON.parse(json) as { data: BillingMonth }).data;
  expect(Math.abs(new Date(lastUpdated).getTime() - Date.now())).toBeLessThan(600_000);
  return month;
}

/** Reads `url` twice: the second answer comes from memory, and both are the fresh one. */
async function expectCachedAndFresh(url: string, key: BillingMonthKey, company = fixture) {
  const first = await answerOf(url, company);
  const loads = cache().loads;
  const second = await answerOf(url, company);
  expect(cache().loads, 'the second read is answered from memory').toBe(loads);
  expect(monthOf(second)).toEqual(monthOf(first));
  expect(monthOf(second)).toEqual(monthOf(await freshOf(key, company)));
  return monthOf(second);
}

const rdvOf = (month: Omit<BillingMonth, 'last_updated'>, id: number) =>
  month.rdv_list.find((rdv) => rdv.id === id)!;

describe('billing month cache: the answer kept is the answer read afresh', () => {
  it('the month in progress and a closed month, read twice: one load each, the fresh answer', async () => {
    const march = await expectCachedAndFresh(CURRENT, MARCH);
    expect(march.rdv_count).toBe(3);
    // `last_updated` is each request's instant, kept answer or not.
    const later = new Date(Date.now() + 300_000);
    vi.setSystemTime(later);
    const loads = cache().loads;
    const { last_updated: lastUpdated } = (JSON.parse(await answerOf(CURRENT)) as { data: BillingMonth })
      .data;
    expect(cache().loads).toBe(loads);
    expect(new Date(lastUpdated).getTime()).toBeGreaterThanOrEqual(later.getTime());
    // The read that closes February writes its period, whose notification forgets what that read
    // loads (and the company's other months): the next read is kept.
    const closing = cache().loads;
    await answerOf(CLOSED);
    await answerOf(CLOSED);
    expect(cache().loads).toBe(closing + 2);
    const february = await expectCachedAndFresh(CLOSED, FEBRUARY);
    expect(february.closed_at).not.toBeNull();
  });
});

describe('billing month cache: every change to what the month reads is seen by the next read', () => {
  it("a mark through this server: the appointment's status and the month's totals", async () => {
    const before = await expectCachedAndFresh(CURRENT, MARCH);
    expect(rdvOf(before, fixture.march.m1).billing_status).toBe('pending');
    const marked = await call(app, 'POST', '/billing/mark-billed', fixture.company, {
      rdv_id: fixture.march.m1,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const after = await expectCachedAndFresh(CURRENT, MARCH);
    expect(rdvOf(after, fixture.march.m1).billing_status).toBe('billed');
    expect(after.by_status.billed.count).toBe(before.by_status.billed.count + 1);
  });

  /** Changes written behind the server (only the triggers tell it), and what M2 shows after each. */
  const changes: [string, () => ReturnType<typeof sql>, keyof BillingMonth['rdv_list'][number], unknown][] = [
    [
      "an operation's new price",
      () => sql`update operations set price_cents = 12345
        where company_id = ${fixture.company.id} and id = ${fixture.operations.entretien}`,
      'price_ht',
      123.45,
    ],
    [
      'an agent renamed',
      () => sql`update agents set name = 'Léa Renommée'
        where company_id = ${fixture.company.id} and id = ${fixture.agents.lea}`,
      'agent_name',
      'Léa Renommée',
    ],
    [
      'a session moved to another day',
      () => sql`update mission_sessions set date = '2027-03-19'
        where company_id = ${fixture.company.id} and mission_id = ${fixture.march.m2}`,
      'date',
      '2027-03-19',
    ],
  ];
  it.each(changes)(
    '%s, written behind the server (its trigger tells it)',
    async (_, change, field, value) => {
      await expectCachedAndFresh(CURRENT, MARCH);
      await run(change());
      const after = await expectCachedAndFresh(CURRENT, MARCH);
      expect(rdvOf(after, fixture.march.m2)[field]).toBe(value);
    },
  );

  it("a closed month's period and frozen rows removed: the next read closes it again, with today's names", async () => {
    const before = await expectCachedAndFresh(CLOSED, FEBRUARY);
    await run(sql`update agents set name = 'Julie Renommée'
      where company_id = ${fixture.company.id} and id = ${fixture.agents.julie}`);
    // A closed month keeps its names: forgotten and read again, the same answer.
    const unchanged = await expectCachedAndFresh(CLOSED, FEBRUARY);
    expect(unchanged).toEqual(before);
    await run(sql`delete from billing_period_rdvs where company_id = ${fixture.company.id}
      and year = 2027 and month = 2`);
    await run(sql`delete from billing_periods where company_id = ${fixture.company.id}
      and year = 2027 and month = 2`);
    // The read that closes it writes the period, whose notification forgets what that read loads.
    await answerOf(CLOSED);
    const closedAgain = await expectCachedAndFresh(CLOSED, FEBRUARY);
    expect(rdvOf(closedAgain, fixture.february.f1).agent_name).toBe('Julie Renommée');
  });

  it("'*' (a TRUNCATE's) forgets every company's months; each of the tables has its TRUNCATE trigger", async () => {
    await expectCachedAndFresh(CURRENT, MARCH);
    await expectCachedAndFresh(CURRENT, MARCH, other);
    const loads = cache().loads;
    await run(sql`select pg_notify(${BILLING_CHANGES_CHANNEL}, '*')`);
    await answerOf(CURRENT);
    await answerOf(CURRENT, other);
    expect(cache().loads).toBe(loads + 2);
    // A real TRUNCATE is in production/billing-month-cache.test.ts (a database of its own).
    const triggers = await queryRows<{ table: string }>(
      app.db,
      sql`select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
        join pg_proc p on p.oid = t.tgfoid
        where p.proname = 'notify_billing_truncated' and (t.tgtype & 32) <> 0 order by 1`,
    );
    expect(triggers.map((row) => row.table)).toEqual([
      'agents',
      'billing_agent_months',
      'billing_month_rollups',
      'billing_period_rdvs',
      'billing_periods',
      'clients',
      'mission_sessions',
      'missions',
      'operations',
      'session_agents',
    ]);
  });

  it("another company's change keeps this company's months", async () => {
    await expectCachedAndFresh(CURRENT, MARCH);
    await expectCachedAndFresh(CLOSED, FEBRUARY);
    await run(sql`update operations set price_cents = 7777
      where company_id = ${other.company.id} and id = ${other.operations.ramonage}`);
    const loads = cache().loads;
    await answerOf(CURRENT);
    await answerOf(CLOSED);
    expect(cache().loads, "this company's months answered from memory").toBe(loads);
    const otherMarch = monthOf(await answerOf(CURRENT, other));
    expect(cache().loads).toBe(loads + 1);
    expect(rdvOf(otherMarch, other.march.m1).price_ht).toBe(77.77);
  });
});

describe('billing month cache: its bounds and its reads', () => {
  const key = (month: number): BillingMonthKey => ({ year: 2031, month });
  const now = new Date('2031-06-10T10:00:00Z');
  /** A month's JSON text of about `length` characters, as the presenter writes it. */
  const answer = (length: number) =>
    `{"success":true,"data":{"month":"x","last_updated":"${now.toISOString()}","rdv_list":["${'x'.repeat(length)}"]}}`;
  let own: MonthCache;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    own = createMonthCache({ maxEntries: 3, maxBytes: 1_000 });
    stop = await own.listen(await getTestNotifications());
  });
  afterAll(async () => stop());

  /** Companies no test has: another file's writes never forget these. */
  const company = (n: number) => 2_000_000_000 + n;
  const read = (n: number, month: number, load: () => Promise<string>, at = now) =>
    readCachedMonth({ cache: own, companyId: company(n), key: key(month), now: at, load });

  it('keeps 3 months and 1,000 bytes at most, the oldest going first', async () => {
    for (const month of [1, 2, 3, 4]) {
      await read(1, month, async () => answer(100));
    }
    expect(own.size).toBe(3);
    const loads = own.loads;
    await read(1, 2, async () => answer(100));
    expect(own.loads, 'month 2 is kept').toBe(loads);
    await read(1, 1, async () => answer(100));
    expect(own.loads, 'month 1 went first').toBe(loads + 1);
    // Two of 400: the size bound leaves room for them alone.
    await read(1, 5, async () => answer(400));
    await read(1, 6, async () => answer(400));
    expect(own.size).toBe(2);
    expect(own.totalSize).toBeLessThanOrEqual(1_000);
    // Larger than the bound: answered, never kept.
    const json = await read(1, 7, async () => answer(2_000));
    expect(json.toString()).toBe(answer(2_000));
    expect(own.size).toBe(2);
  });

  it('the day is in the key; a read that began before a forgetting is not kept', async () => {
    own.forgetAll();
    await read(2, 1, async () => answer(10));
    let loads = own.loads;
    await read(2, 1, async () => answer(10), new Date('2031-06-10T21:59:00Z'));
    expect(own.loads, 'the same day in Paris').toBe(loads);
    await read(2, 1, async () => answer(10), new Date('2031-06-10T22:01:00Z'));
    expect(own.loads, 'the next day in Paris').toBe(loads + 1);
    own.forgetAll();
    await read(3, 1, async () => {
      own.forgetCompany(company(3));
      return answer(10);
    });
    loads = own.loads;
    await read(3, 1, async () => answer(10));
    expect(own.loads, 'not kept: read again').toBe(loads + 1);
    await read(3, 1, async () => answer(10));
    expect(own.loads).toBe(loads + 1);
  });

  it('reads of one month at the same time share one load, unless a forgetting came in between', async () => {
    own.forgetAll();
    const notifications = await getTestNotifications();
    let begin!: () => void;
    const begun = new Promise<void>((resolve) => (begin = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const loads = own.loads;
    const first = read(4, 1, async () => {
      begin();
      await released;
      return answer(20);
    });
    await begun;
    const second = read(4, 1, async () => answer(999));
    // Past the second read's wait for the notifications (PostgreSQL: a round trip), it shares.
    await notifications.sync();
    own.forgetCompany(company(4));
    const third = read(4, 1, async () => answer(30));
    await notifications.sync();
    release();
    const [a, b, c] = await Promise.all([first, second, third]);
    expect(a.toString()).toBe(answer(20));
    expect(b.toString(), 'the second shared the first load').toBe(answer(20));
    expect(c.toString(), 'the third began after the forgetting: its own load').toBe(answer(30));
    expect(own.loads).toBe(loads + 2);
  });
});
