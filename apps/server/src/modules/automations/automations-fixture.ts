/** The automations tests' company: an operation needing a qualification, a qualified agent, clients waiting. */
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { BookingSlot, UpdateAutomationInput } from '@tourneo/domain';
import { and, eq } from 'drizzle-orm';
import { buildCompany, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildClient } from '../../test/factories/clients.ts';
import { buildOperation, requireQualification } from '../../test/factories/operations.ts';
import { buildQualification } from '../../test/factories/qualifications.ts';
import { missions } from '../../db/schema/index.ts';
import { createOutboxSenders } from '../../jobs/outbox-senders.ts';
import { sendOutboxMessage } from '../../jobs/outbox-worker.ts';
import type { SentRecorder } from '../../jobs/sent-recorder.ts';
import { recordingSmsProvider } from '../../sms/sms-provider.ts';

/** Paris, place de l'Hôtel-de-Ville: the booked client's home. */
export const PLACE = { latitude: 48.8566, longitude: 2.3522 };

export interface AutomationsCompany {
  company: TestCompany;
  operationId: number;
  agentId: number;
  /** An operation needing a qualification the agent lacks. */
  otherOperationId: number;
}

export async function setupAutomationsCompany(app: FastifyInstance): Promise<AutomationsCompany> {
  const company = await buildCompany(app, { plan: 'premium' });
  const roleId = (await buildQualification(app, company.id, 'Électricien')).id;
  const otherRoleId = (await buildQualification(app, company.id, 'Plombier')).id;
  const operation = await buildOperation(app, company.id, 'Pose compteur');
  await requireQualification(app, company.id, operation.id, roleId);
  const other = await buildOperation(app, company.id, 'Réparation fuite');
  await requireQualification(app, company.id, other.id, otherRoleId);
  const agent = await buildAgent(app, company.id, {
    name: 'Qualifiée',
    qualificationIds: [roleId],
    latitude: 48.8656,
    longitude: 2.3522,
  });
  return { company, operationId: operation.id, agentId: agent.id, otherOperationId: other.id };
}

let clientNumber = 0;

/** A client waiting for a booking, `northKm` north of PLACE. */
export async function buildWaitingClient(
  app: FastifyInstance,
  setup: AutomationsCompany,
  northKm: number,
  overrides: { operationId?: number } = {},
) {
  clientNumber += 1;
  return buildClient(app, setup.company.id, {
    operationId: overrides.operationId ?? setup.operationId,
    prenom: 'Client',
    name: `Attente ${clientNumber}`,
    email: `attente${clientNumber}@example.fr`,
    telephone: `07${String(10_000_000 + clientNumber).slice(-8)}`,
    latitude: PLACE.latitude + northKm / 111.2,
    longitude: PLACE.longitude,
  });
}

/** A client that books the first slot proposed through its link: the appointment to free. */
export async function bookFirstSlot(app: FastifyInstance, setup: AutomationsCompany) {
  const client = await buildWaitingClient(app, setup, 0);
  const opened = await call(app, 'POST', '/rdv/get-rdv-and-user-info-by-token', undefined, {
    token: client.uniqueLink,
  });
  const [slot] = opened.json<{ appointments: BookingSlot[] }>().appointments;
  const confirmed = await call(app, 'POST', '/rdv/confirm-appointment', undefined, {
    token: client.uniqueLink,
    rdv: { id: slot!.id },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const [mission] = await app.db
    .select()
    .from(missions)
    .where(and(eq(missions.companyId, setup.company.id), eq(missions.clientId, client.id)));
  return { client, slot: slot!, missionId: mission!.id };
}

export async function setRule(app: FastifyInstance, company: TestCompany, input: UpdateAutomationInput) {
  const response = await call(app, 'POST', '/automations/update', company, input);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** Sends an outbox row through a real SMTP server on loopback (the worker's path). */
export async function deliverThroughSmtp(
  app: FastifyInstance,
  { smtpUrl, recorder }: { smtpUrl: string; recorder: SentRecorder },
  outboxId: number,
) {
  const senders = createOutboxSenders({
    db: app.db,
    secretKey: Buffer.alloc(32),
    smtpUrl,
    mailFrom: 'Tournéo <no-reply@tourneo.test>',
    sms: recordingSmsProvider,
  });
  expect(await sendOutboxMessage({ db: app.db, senders, recorder }, outboxId)).toBe('sent');
}
