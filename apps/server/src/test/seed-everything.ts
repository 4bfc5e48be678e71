import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { lastFinishedPeriod, parisDateOf, parisInstant, workWeekAt } from '@tourneo/domain';
import { buildCompany, type TestCompany } from './test-app.ts';
import { multipart } from './multipart.ts';
import { buildPerson } from './people.ts';
import { issueMonthlyInvoice } from '../modules/payments/payments.service.ts';
import { ensureReportVersion } from '../modules/reports/reports.service.ts';
import { reportVersionFiles, webhookDeliveries, webhookEndpoints } from '../db/schema/index.ts';
import { encryptSecret } from '../security/secrets.ts';

/** The ids of one of everything a company can own, created through the API as a planner would. */
export interface SeededCompany extends TestCompany {
  /** A word found in every text of this company's rows: an answer that shows it leaked them. */
  marker: string;
  agentId: number;
  roleId: number;
  formId: number;
  operationId: number;
  partnerId: number;
  clientId: number;
  /** The client's booking link token (`unique_link`). */
  clientToken: string;
  /** A mission of next week, its agent the seeded one, and its one session. */
  missionId: number;
  sessionId: number;
  /** The agent's session of the agent app (cookie header value). */
  agentCookie: string;
  /** A photo of the mission, sent by the agent. */
  photoId: number;
  /** The photo's copy in version 1 of the mission's report (issue 39), frozen as it stands. */
  versionFileId: number;
  /** The platform's invoice to the company for the current month (issue 22). */
  invoiceId: number;
  /** A read key to the public API (issue 27). */
  apiKeyId: number;
  /** A webhook (issue 27) and one delivery of its log. */
  webhookId: number;
  webhookDeliveryId: number;
  /** A person of the company (issue 26), a comptable, signed in (`personCookie`). */
  personId: number;
  personCookie: string;
  /** A pending invitation of a person (issue 26). */
  invitationId: number;
}

/** Signs the seeded agent in to the agent app; answers the cookie header value. */
export async function logInSeededAgent(app: FastifyInstance, company: { name: string; marker: string }) {
  const response = await app.inject({
    method: 'POST',
    url: '/mobile/login',
    payload: { company_name: company.name, agent_name: `${company.marker} agent`, password: 'secret-agent' },
  });
  const cookie = response.cookies.find((entry) => entry.name === 'tourneo_agent_session');
  if (!cookie) {
    throw new Error(`seed /mobile/login: ${response.statusCode} ${response.body}`);
  }
  return `${cookie.name}=${cookie.value}`;
}

async function created<T>(
  app: FastifyInstance,
  company: TestCompany,
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  pick: (body: Record<string, unknown>) => T,
): Promise<T> {
  const response = await app.inject({ method, url, payload, headers: { cookie: company.cookie } });
  if (response.statusCode >= 300) {
    throw new Error(`seed ${url}: ${response.statusCode} ${response.body}`);
  }
  return pick(response.json());
}

const idOf = (value: unknown) => (value as { id: number }).id;

/**
 * A premium company owning an agent, a qualification (held by the agent and required by the
 * operation), a form, an operation, a partner, a client and a mission with one session.
 */
export async function seedCompanyWithEverything(
  app: FastifyInstance,
  marker: string,
): Promise<SeededCompany> {
  const company = await buildCompany(app, { plan: 'premium', name: `${marker} société` });
  const agentId = await created(
    app,
    company,
    'POST',
    '/agents/create',
    {
      name: `${marker} agent`,
      postal_code: '75011',
      adresse: `${marker} 12 rue Oberkampf`,
      password: 'secret-agent',
    },
    (body) => idOf(body.agent),
  );
  const roleId = await created(
    app,
    company,
    'POST',
    '/roles/create',
    { name: `${marker} électricien` },
    (body) => idOf(body.role),
  );
  await created(app, company, 'POST', '/roles/assign', { agentId, roleId }, () => undefined);
  const formId = await created(
    app,
    company,
    'POST',
    '/forms/create',
    {
      name: `${marker} formulaire`,
      description: marker,
      fields: [
        { field_type: 'text', field_name: 'compteur', field_label: `${marker} compteur`, is_required: true },
      ],
    },
    (body) => idOf(body.form ?? body.data ?? body),
  );
  const operationId = await created(
    app,
    company,
    'POST',
    '/operations/new-operation',
    { name: `${marker} entretien`, duration: 4, form_id: formId },
    (body) => idOf(body.operation),
  );
  await created(
    app,
    company,
    'POST',
    '/operations/assign-role',
    { operation_id: operationId, role_id: roleId },
    () => undefined,
  );
  const partnerId = await created(
    app,
    company,
    'POST',
    '/partenaires/new-partenaire',
    {
      nom: `${marker} partenaire`,
      email: 'partenaire@example.fr',
      telephone: '01 23 45 67 89',
      serveur_smtp: '127.0.0.1',
      port_smtp: 2525,
      secure: false,
      mot_de_passe_mail: 'secret-smtp',
    },
    (body) => idOf(body.partenaire),
  );
  const client = await created(
    app,
    company,
    'POST',
    '/client/new-client',
    {
      name: `${marker} client`,
      prenom: marker,
      email: 'client@example.fr',
      telephone: '06 45 67 89 01',
      adresse: `${marker} 7 rue Nationale`,
      code_postal: '92100',
      operation_name: `${marker} entretien`,
    },
    (body) => body.data as { id: number; unique_link: string },
  );
  const clientId = client.id;
  const mission = await created(
    app,
    company,
    'POST',
    '/api/rdv-unified',
    {
      client_name: `${marker} client`,
      client_email: 'client@example.fr',
      adresse: `${marker} 7 rue Nationale`,
      operation_id: operationId,
      comments: marker,
      sessions: [
        {
          date: workWeekAt(parisDateOf(new Date()), 1).days[0],
          beginning: 4,
          ending: 8,
          notes: marker,
          agents: [{ agent_id: agentId }],
        },
      ],
    },
    (body) => body.data as { id: number; sessions: { session_id: number }[] },
  );
  const sessionId = mission.sessions[0]!.session_id;
  const agentCookie = await logInSeededAgent(app, { name: company.name, marker });
  const photo = multipart([
    {
      name: 'file',
      filename: 'photo.jpg',
      content: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]),
    },
  ]);
  const photoResponse = await app.inject({
    method: 'POST',
    url: `/mobile/sessions/${sessionId}/photos`,
    payload: photo.payload,
    headers: { ...photo.headers, cookie: agentCookie },
  });
  if (photoResponse.statusCode !== 201) {
    throw new Error(`seed photo: ${photoResponse.statusCode} ${photoResponse.body}`);
  }
  await ensureReportVersion({ db: app.db, companyId: company.id, missionId: mission.id });
  const [versionFile] = await app.db
    .select({ id: reportVersionFiles.id })
    .from(reportVersionFiles)
    .where(sql`${reportVersionFiles.companyId} = ${company.id}`);
  const invoiceId = await seedInvoice(app, company, marker);
  const apiKey = await created(
    app,
    company,
    'POST',
    '/api-keys/create',
    { name: `${marker} clé`, scope: 'read' },
    (body) => body.api_key as { id: number },
  );
  const webhook = await seedWebhook(app, company.id, marker);
  const person = await buildPerson(app, company, 'comptable', `${marker} personne`);
  const invited = { email: `invitation-${company.id}@example.fr`, role: 'lecture_seule' };
  await created(app, company, 'POST', '/people/invite', invited, () => undefined);
  const invitationId = await created(app, company, 'POST', '/people/get-all', {}, (body) =>
    idOf((body.invitations as unknown[])[0]),
  );
  return {
    ...company,
    marker,
    agentId,
    roleId,
    formId,
    operationId,
    partnerId,
    clientId,
    clientToken: client.unique_link,
    missionId: mission.id,
    sessionId,
    agentCookie,
    photoId: photoResponse.json<{ file: { id: number } }>().file.id,
    versionFileId: versionFile!.id,
    invoiceId,
    apiKeyId: apiKey.id,
    webhookId: webhook.webhookId,
    webhookDeliveryId: webhook.deliveryId,
    personId: person.id,
    personCookie: person.cookie,
    invitationId,
  };
}

/**
 * A webhook and a delivery of its log, written straight to the database: its address is not
 * resolved here (the safety net's app refuses private addresses, and no public one is reachable).
 */
async function seedWebhook(app: FastifyInstance, companyId: number, marker: string) {
  const [endpoint] = await app.db
    .insert(webhookEndpoints)
    .values({
      companyId,
      url: `https://${marker.toLowerCase().replace(/[^a-z0-9]/g, '')}.example.com/hooks`,
      events: ['mission.created'],
      encryptedSecret: encryptSecret(app.config.secretKey, 'whsec_seed'),
    })
    .returning();
  const [delivery] = await app.db
    .insert(webhookDeliveries)
    .values({
      companyId,
      endpointId: endpoint!.id,
      eventId: `evt_${marker}`,
      eventType: 'mission.created',
      body: JSON.stringify({ id: `evt_${marker}`, type: 'mission.created', data: {} }),
    })
    .returning();
  return { webhookId: endpoint!.id, deliveryId: delivery!.id };
}

/**
 * The company's legal identity, then its invoice of the last finished month (a run covers only a
 * month that is over, issue 39): its agents are put on the roster from that month's first day.
 */
async function seedInvoice(app: FastifyInstance, company: TestCompany, marker: string): Promise<number> {
  const identity = {
    legal_name: `${marker} SARL`,
    address: `1 rue ${marker}`,
    postal_code: '75011',
    city: 'Paris',
    siren: '123456789',
    vat_number: 'FR12123456789',
  };
  await created(app, company, 'PUT', '/payments/legal-identity', identity, () => undefined);
  const seller = {
    legalName: 'Opérateur SAS',
    address: '1 rue de Rivoli',
    postalCode: '75001',
    city: 'Paris',
    siren: '111111111',
    vatNumber: 'FR11111111111',
  };
  const now = new Date();
  const period = lastFinishedPeriod(now);
  await app.db.execute(
    sql`update agents set created_at = ${parisInstant(`${period}-01`, 0)} where company_id = ${company.id}`,
  );
  await issueMonthlyInvoice({ db: app.db, companyId: company.id, period, seller, now });
  const response = await app.inject({
    method: 'POST',
    url: '/payments/invoices',
    payload: {},
    headers: { cookie: company.cookie },
  });
  const [invoice] = response.json<{ data: { invoices: { id: number }[] } }>().data.invoices;
  if (!invoice) {
    throw new Error(`seed invoice: ${response.statusCode} ${response.body}`);
  }
  return invoice.id;
}

/**
 * Every row the company owns, in every table that has a `company_id` column (tables added later
 * are included), and the company row itself: compared before and after to prove nothing changed.
 */
export async function snapshotCompanyRows(app: FastifyInstance, companyId: number): Promise<string> {
  const tables = await app.db.execute(sql`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'company_id'
    order by table_name`);
  const snapshot: Record<string, unknown[]> = {};
  for (const { table_name: table } of (tables as { rows: { table_name: string }[] }).rows) {
    const rows = await app.db.execute(
      sql`select * from ${sql.identifier(table)} where company_id = ${companyId} order by 1, 2`,
    );
    snapshot[table] = (rows as { rows: unknown[] }).rows;
  }
  const company = await app.db.execute(sql`select * from companies where id = ${companyId}`);
  snapshot.companies = (company as { rows: unknown[] }).rows;
  return JSON.stringify(snapshot);
}
