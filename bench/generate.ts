/**
 * Fills a database with one realistic company of the chosen size, for the benchmarks.
 * Usage: node bench/generate.ts [small|medium|large]   (DATA_DIR or DATABASE_URL select the database)
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { mondayOf, parisDateOf } from '@tourneo/domain';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import {
  agentRoles,
  agents,
  clients,
  companies,
  operationRoles,
  operations,
  roles,
} from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/security/password.ts';
import { DEMO_COMPANY } from '../apps/server/src/seed/demo.ts';

export const BENCH_COMPANY = { name: 'bench', password: 'bench-password' } as const;
/** A second company seeded like the demo (4 agents, its clients), for the list call on demo data. */
export const BENCH_DEMO_COMPANY = { name: 'bench-demo', password: DEMO_COMPANY.password } as const;

export const SIZES = {
  small: { agents: 20, roles: 6, operations: 10, clients: 2_000 },
  medium: { agents: 80, roles: 12, operations: 30, clients: 20_000 },
  large: { agents: 200, roles: 20, operations: 60, clients: 100_000 },
} as const;
export type Size = keyof typeof SIZES;

const FIRST_NAMES = [
  'Paul',
  'Lucie',
  'Hugo',
  'Emma',
  'Louis',
  'Chloé',
  'Jules',
  'Léa',
  'Arthur',
  'Manon',
  'Nathan',
  'Inès',
];
const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefebvre',
  'Michel',
  'Garcia',
];
const CITIES = [
  ['75011', 'Paris', 48.8649, 2.3736],
  ['69003', 'Lyon', 45.7597, 4.8422],
  ['13006', 'Marseille', 43.2887, 5.3792],
  ['33000', 'Bordeaux', 44.8378, -0.5792],
  ['59000', 'Lille', 50.6292, 3.0573],
  ['31000', 'Toulouse', 43.6047, 1.4442],
  ['44000', 'Nantes', 47.2184, -1.5536],
  ['67000', 'Strasbourg', 48.5734, 7.7521],
] as const;

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

async function insertInBatches<T>(rows: T[], batchSize: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += batchSize) {
    await insert(rows.slice(start, start + batchSize));
  }
}

export async function generateCompany(db: Database, size: Size): Promise<number> {
  const counts = SIZES[size];
  const passwordHash = await hashPassword(BENCH_COMPANY.password);
  const agentHash = await hashPassword('agent-password');
  const [company] = await db
    .insert(companies)
    .values({ name: BENCH_COMPANY.name, passwordHash, subscriptionPlan: 'premium' })
    .returning({ id: companies.id });
  const companyId = company!.id;

  const insertedAgents = await db
    .insert(agents)
    .values(
      Array.from({ length: counts.agents }, (_, index) => {
        const [postalCode, city, latitude, longitude] = pick(CITIES, index);
        return {
          companyId,
          name: `${pick(FIRST_NAMES, index)} ${pick(LAST_NAMES, index * 7)} ${index + 1}`,
          postalCode,
          adresse: `${index + 1} rue de la République, ${postalCode} ${city}`,
          latitude,
          longitude,
          passwordHash: agentHash,
        };
      }),
    )
    .returning({ id: agents.id });
  const insertedRoles = await db
    .insert(roles)
    .values(
      Array.from({ length: counts.roles }, (_, index) => ({ companyId, name: `Qualification ${index + 1}` })),
    )
    .returning({ id: roles.id });
  await db.insert(agentRoles).values(
    insertedAgents.flatMap((agent, index) => [
      { companyId, agentId: agent.id, roleId: pick(insertedRoles, index).id },
      { companyId, agentId: agent.id, roleId: pick(insertedRoles, index + 1).id },
    ]),
  );
  const insertedOperations = await db
    .insert(operations)
    .values(
      Array.from({ length: counts.operations }, (_, index) => ({
        companyId,
        name: `Opération ${index + 1}`,
        duration: 2 + (index % 12),
      })),
    )
    .returning({ id: operations.id });
  await db.insert(operationRoles).values(
    insertedOperations.map((operation, index) => ({
      companyId,
      operationId: operation.id,
      roleId: pick(insertedRoles, index).id,
    })),
  );

  const clientRows = Array.from({ length: counts.clients }, (_, index) => {
    const [postalCode, city, latitude, longitude] = pick(CITIES, index);
    const prenom = pick(FIRST_NAMES, index);
    const name = pick(LAST_NAMES, Math.floor(index / 3));
    return {
      companyId,
      name,
      prenom,
      email: `${prenom}.${name}.${index}@example.fr`.toLowerCase(),
      telephone: `06${String(10_000_000 + index).slice(-8)}`,
      adresse: `${(index % 120) + 1} avenue Victor Hugo, ${postalCode} ${city}`,
      codePostal: postalCode,
      latitude,
      longitude,
      operationId: pick(insertedOperations, index).id,
      campagne: `Campagne ${1 + (index % 5)}`,
      uniqueLink: randomBytes(16).toString('base64url'),
    };
  });
  await insertInBatches(clientRows, 1_000, (batch) => db.insert(clients).values(batch));
  return companyId;
}

/** Weeks either side of this one: 26 + 26 = a year of working days. */
export const HALF_YEAR_WEEKS = 26;
/** Two sessions a day per agent: 8h00-10h00 and 12h00-14h00. */
const DAILY_SLOTS = [
  [0, 8],
  [16, 24],
] as const;

/**
 * Gives every agent of the company two one-agent sessions on each working day of the year around
 * this week (about 520 per agent), in three set-based statements. Returns the number of sessions.
 */
export async function generateYearOfSessions(db: Database, companyId: number): Promise<number> {
  const monday = mondayOf(parisDateOf(new Date()));
  const days = HALF_YEAR_WEEKS * 7;
  // One mission per session; the agent, day and slot ride in `comments` to link the rows.
  await db.execute(sql`insert into missions (company_id, client_name, adresse, comments, total_sessions, total_agents, total_duration, lead_agent_id)
    select ${companyId}, 'Client ' || a.id || ' ' || d::date, '1 rue de la Paix', a.id || '|' || d::date || '|' || s.b || '|' || s.e, 1, 1, s.e - s.b, a.id
    from agents a
    cross join generate_series(${monday}::date - ${days}::int, ${monday}::date + ${days}::int, interval '1 day') d
    cross join (values ${sql.raw(DAILY_SLOTS.map(([beginning, ending]) => `(${beginning}, ${ending})`).join(', '))}) s(b, e)
    where a.company_id = ${companyId} and extract(isodow from d) < 6`);
  await db.execute(sql`insert into mission_sessions (company_id, mission_id, date, beginning, ending)
    select company_id, id, split_part(comments, '|', 2)::date, split_part(comments, '|', 3)::int, split_part(comments, '|', 4)::int
    from missions where company_id = ${companyId}`);
  // Fresh statistics first: a database holding another company's year (a benchmark run before)
  // would otherwise plan this join for one row, and nest 100,000 sessions in 100,000 missions.
  await db.execute(sql`analyze missions`);
  await db.execute(sql`analyze mission_sessions`);
  await db.execute(sql`insert into session_agents (company_id, session_id, agent_id, role, is_lead, date, beginning, ending)
    select s.company_id, s.id, split_part(m.comments, '|', 1)::int, 'Chef d''équipe', true, s.date, s.beginning, s.ending
    from mission_sessions s join missions m on m.company_id = s.company_id and m.id = s.mission_id
    where s.company_id = ${companyId}`);
  for (const table of ['missions', 'mission_sessions', 'session_agents']) {
    await db.execute(sql`analyze ${sql.identifier(table)}`);
  }
  const result = await db.execute(
    sql`select count(*)::int as n from mission_sessions where company_id = ${companyId}`,
  );
  return Number((result as { rows: { n: number }[] }).rows[0]!.n);
}

if (import.meta.main) {
  const size = (process.argv[2] ?? 'small') as Size;
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? 'data-bench',
  });
  await generateCompany(handle.db, size);
  await handle.close();
  console.log(`Société « ${BENCH_COMPANY.name} » (${size}) générée`);
}
