import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../db/client.ts';
import {
  agentRoles,
  agents,
  clients,
  companies,
  formFields,
  forms,
  operationRoles,
  operations,
  roles,
} from '../db/schema/index.ts';
import { hashPassword } from '../security/password.ts';
import { normalisePhoneNumber, phoneKey } from '@tourneo/domain';
import type { FileStorage } from '../storage/storage.ts';
import { seedDemoActivity, type DemoActivitySummary } from './demo-activity.ts';

export const DEMO_COMPANY = { name: 'demo', password: 'tourneo-demo' } as const;
/** Every demo agent signs in to the agent app (/agent) with this password (README). */
export const DEMO_AGENT_PASSWORD = 'tourneo-agent';

const AGENTS = [
  {
    name: 'Julien Moreau',
    postalCode: '75011',
    adresse: '12 rue Oberkampf, 75011 Paris',
    latitude: 48.8649,
    longitude: 2.3736,
  },
  {
    name: 'Sophie Laurent',
    postalCode: '92100',
    adresse: '45 avenue Jean-Baptiste Clément, 92100 Boulogne-Billancourt',
    latitude: 48.8372,
    longitude: 2.2391,
  },
  {
    name: 'Karim Benali',
    postalCode: '93200',
    adresse: '8 rue de la République, 93200 Saint-Denis',
    latitude: 48.9362,
    longitude: 2.3574,
  },
  {
    name: 'Claire Dubois',
    postalCode: '94300',
    adresse: '3 avenue de Paris, 94300 Vincennes',
    latitude: 48.8474,
    longitude: 2.4379,
  },
];
const ROLES = [
  { name: 'Électricien', description: 'Habilitation électrique B1V/BR' },
  { name: 'Plombier', description: 'Installations sanitaires et chauffage' },
  { name: "Chef d'équipe", description: 'Encadre les interventions à plusieurs' },
];
/** Priced (euro cents HT), so that 'Facturation' estimates the demo's revenue. */
const OPERATIONS = [
  { name: 'Installation compteur', duration: 8, role: 'Électricien', priceCents: 18_000 },
  { name: 'Entretien chaudière', duration: 4, role: 'Plombier', priceCents: 9500 },
  { name: 'Dépannage express', duration: 2, role: null, priceCents: 6500 },
];
/** Located like the client forms locate them, so that take-charge and the booking links propose slots. */
const CLIENTS = [
  [
    'Martin',
    'Paul',
    'paul.martin@example.fr',
    '0612345678',
    '24 rue de Rivoli, 75004 Paris',
    '75004',
    48.8556,
    2.358,
  ],
  // Lyon is a day's drive from the Paris agents: her link shows the "no slot" page.
  [
    'Bernard',
    'Lucie',
    'lucie.bernard@example.fr',
    '0623456789',
    '5 place Bellecour, 69002 Lyon',
    '69002',
    45.7578,
    4.832,
  ],
  [
    'Petit',
    'Hugo',
    'hugo.petit@example.fr',
    '0634567890',
    '18 boulevard Voltaire, 75011 Paris',
    '75011',
    48.8645,
    2.369,
  ],
  [
    'Durand',
    'Emma',
    'emma.durand@example.fr',
    '0645678901',
    '7 rue Nationale, 92100 Boulogne-Billancourt',
    '92100',
    48.8353,
    2.241,
  ],
  ['Leroy', 'Louis', null, '0656789012', '2 allée des Tilleuls, 93200 Saint-Denis', '93200', 48.9356, 2.3539],
  [
    'Roux',
    'Chloé',
    'chloe.roux@example.fr',
    '0667890123',
    '40 avenue Foch, 94300 Vincennes',
    '94300',
    48.847,
    2.439,
  ],
] as const;

export interface DemoSeedOptions {
  /** Where the reports' photos and signatures go (the server's file storage). */
  storage: FileStorage;
  /** False: the company, its agents, qualifications, operations and clients, without missions (SEED_DEMO_ACTIVITY). */
  withActivity?: boolean;
  /** The seed's clock: "this week" is the week of this instant in Paris. */
  now?: Date;
}

/** The advisory lock under which servers starting together on an empty database seed it once. */
const DEMO_SEED_LOCK = 7_302_611;

/**
 * On an empty database, creates the demo company (premium plan) with a little of everything and,
 * unless `withActivity` is false, its activity (seed/demo-activity.ts). True when it seeded.
 */
export async function seedDemoCompanyIfEmpty(db: Database, options: DemoSeedOptions): Promise<boolean> {
  const isEmpty = async (executor: Executor) =>
    ((await executor.select({ value: count() }).from(companies))[0]?.value ?? 0) === 0;
  if (!(await isEmpty(db))) {
    return false;
  }
  const seeded = await seedDemoCompany(db, { ...options, name: DEMO_COMPANY.name }, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    return isEmpty(tx);
  });
  return seeded !== undefined;
}

/**
 * Creates a demo company named `name` in one transaction (when `shouldSeed`, run first in it,
 * agrees), its activity's files written to the storage and deleted again if the transaction fails.
 */
export async function seedDemoCompany(
  db: Database,
  { name, storage, withActivity = true, now = new Date() }: DemoSeedOptions & { name: string },
  shouldSeed: (tx: Transaction) => Promise<boolean> = () => Promise.resolve(true),
): Promise<{ companyId: number; activity: DemoActivitySummary | undefined } | undefined> {
  const companyHash = await hashPassword(DEMO_COMPANY.password);
  const agentHash = await hashPassword(DEMO_AGENT_PASSWORD);
  const written: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      if (!(await shouldSeed(tx))) {
        return undefined;
      }
      const companyId = await seedCompanyBasics(tx, { name, companyHash, agentHash });
      const activity = withActivity
        ? await seedDemoActivity(tx, { companyId, storage, now, written })
        : undefined;
      return { companyId, activity };
    });
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** The company, its agents, qualifications, operations, form and clients; answers its id. */
async function seedCompanyBasics(
  tx: Transaction,
  { name, companyHash, agentHash }: { name: string; companyHash: string; agentHash: string },
): Promise<number> {
  const [company] = await tx
    .insert(companies)
    .values({ name, passwordHash: companyHash, subscriptionPlan: 'premium' })
    .returning({ id: companies.id });
  const companyId = company!.id;
  const insertedAgents = await tx
    .insert(agents)
    .values(AGENTS.map((agent) => ({ ...agent, companyId, passwordHash: agentHash })))
    .returning({ id: agents.id });
  const insertedRoles = await tx
    .insert(roles)
    .values(ROLES.map((role) => ({ ...role, companyId })))
    .returning({ id: roles.id, name: roles.name });
  const roleId = (name: string) => insertedRoles.find((role) => role.name === name)!.id;
  await tx.insert(agentRoles).values([
    { companyId, agentId: insertedAgents[0]!.id, roleId: roleId('Électricien') },
    { companyId, agentId: insertedAgents[0]!.id, roleId: roleId("Chef d'équipe") },
    { companyId, agentId: insertedAgents[1]!.id, roleId: roleId('Plombier') },
    { companyId, agentId: insertedAgents[2]!.id, roleId: roleId('Électricien') },
    { companyId, agentId: insertedAgents[3]!.id, roleId: roleId('Plombier') },
  ]);
  const insertedOperations = await tx
    .insert(operations)
    .values(OPERATIONS.map(({ name, duration, priceCents }) => ({ companyId, name, duration, priceCents })))
    .returning({ id: operations.id, name: operations.name });
  // A custom form for the meter installations, so that Formulaires is not empty.
  const [form] = await tx
    .insert(forms)
    .values({
      companyId,
      name: "Rapport d'intervention",
      description: 'Relevé et photos de fin de chantier',
    })
    .returning({ id: forms.id });
  await tx.insert(formFields).values(
    [
      {
        fieldType: 'text' as const,
        fieldName: 'numero_compteur',
        fieldLabel: 'Numéro de compteur',
        isRequired: true,
      },
      {
        fieldType: 'textarea' as const,
        fieldName: 'observations',
        fieldLabel: 'Observations',
        isRequired: false,
      },
      {
        fieldType: 'image' as const,
        fieldName: 'photo_installation',
        fieldLabel: "Photo de l'installation",
        isRequired: true,
      },
    ].map((field, position) => ({ ...field, companyId, formId: form!.id, position })),
  );
  await tx
    .update(operations)
    .set({ formId: form!.id })
    .where(and(eq(operations.companyId, companyId), eq(operations.id, insertedOperations[0]!.id)));
  const requiredRoles = OPERATIONS.flatMap((operation, index) =>
    operation.role
      ? [{ companyId, operationId: insertedOperations[index]!.id, roleId: roleId(operation.role) }]
      : [],
  );
  await tx.insert(operationRoles).values(requiredRoles);
  await tx.insert(clients).values(
    CLIENTS.map(([name, prenom, email, telephone, adresse, codePostal, latitude, longitude], index) => ({
      companyId,
      name,
      prenom,
      email,
      // Stored as the client forms store it (E.164).
      telephone: normalisePhoneNumber(telephone) ?? telephone,
      phoneKey: phoneKey(telephone),
      adresse,
      codePostal,
      latitude,
      longitude,
      operationId: insertedOperations[index % insertedOperations.length]!.id,
      campagne: 'Campagne de démonstration',
      uniqueLink: randomBytes(16).toString('base64url'),
    })),
  );
  return companyId;
}
