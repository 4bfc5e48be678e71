import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@tourneo/domain';
import { missions } from '../../db/schema/index.ts';
import { buildCompany, createTestApp } from '../../test/test-app.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildOperation, requireQualification } from '../../test/factories/operations.ts';
import { buildQualification, grantQualification } from '../../test/factories/qualifications.ts';
import {
  findMissionSessions,
  importMissions,
  markMissionsCancelled,
  type ImportedMission,
} from './missions.service.ts';
import * as repository from './missions.repository.ts';

const m = MESSAGES.missions;
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const CREATED = new Date('2025-01-06T08:00:00Z');
const STARTED = new Date('2025-01-13T08:05:00Z');
const COMPLETED = new Date('2025-01-13T09:55:00Z');

function missionFor(
  agentId: number,
  operationId: number,
  overrides: Partial<ImportedMission> = {},
): ImportedMission {
  return {
    clientName: 'Camille Lefebvre',
    clientEmail: null,
    adresse: '12 rue de Bretagne, 75003 Paris',
    operationId,
    comments: null,
    status: 'completed',
    creationType: 'manual',
    clientId: null,
    bookedVia: null,
    createdAt: CREATED,
    updatedAt: COMPLETED,
    // A past Monday: an import keeps what happened, where a planner's change refuses a past date.
    session: {
      date: '2025-01-13',
      beginning: 0,
      ending: 8,
      agentId,
      startedAt: STARTED,
      completedAt: COMPLETED,
    },
    ...overrides,
  };
}

async function companyWithAgent() {
  const company = await buildCompany(app);
  const agent = await buildAgent(app, company.id);
  const operation = await buildOperation(app, company.id);
  return { companyId: company.id, agentId: agent.id, operationId: operation.id };
}

describe('importMissions (the demo seed writes its missions through it)', () => {
  it('writes each mission with its session, lead agent, totals, times and progress as given', async () => {
    const { companyId, agentId, operationId } = await companyWithAgent();
    const [missionId] = await app.db.transaction((tx) =>
      importMissions({ db: tx, companyId, missions: [missionFor(agentId, operationId)] }),
    );

    const mission = await repository.getMissionForUpdate(app.db, companyId, missionId!);
    expect(mission).toMatchObject({
      status: 'completed',
      missionType: 'simple',
      totalSessions: 1,
      totalAgents: 1,
      totalDuration: 8,
      leadAgentId: agentId,
      createdAt: CREATED,
      updatedAt: COMPLETED,
    });
    const sessions = await findMissionSessions({ db: app.db, companyId, missionId: missionId! });
    expect(sessions).toMatchObject([
      {
        date: '2025-01-13',
        beginning: 0,
        ending: 8,
        sessionOrder: 1,
        sessionStatus: 'completed',
        startedAt: STARTED,
        completedAt: COMPLETED,
        createdAt: CREATED,
      },
    ]);
    const team = await repository.findSessionAgents(app.db, companyId, [sessions[0]!.id]);
    expect(team).toMatchObject([{ agentId, isLead: true, role: "Chef d'équipe" }]);
  });

  it('answers the ids in the order of the missions given', async () => {
    const { companyId, agentId, operationId } = await companyWithAgent();
    const names = ['Premier', 'Deuxième', 'Troisième'];
    const ids = await app.db.transaction((tx) =>
      importMissions({
        db: tx,
        companyId,
        missions: names.map((clientName, index) =>
          missionFor(agentId, operationId, {
            clientName,
            session: {
              ...missionFor(agentId, operationId).session,
              beginning: index * 8,
              ending: index * 8 + 8,
            },
          }),
        ),
      }),
    );
    const read = await Promise.all(ids.map((id) => repository.getMissionForUpdate(app.db, companyId, id)));
    expect(read.map((mission) => mission?.clientName)).toEqual(names);
  });

  it('refuses an agent without the operation’s qualification, and writes nothing', async () => {
    const { companyId, agentId, operationId } = await companyWithAgent();
    const qualification = await buildQualification(app, companyId);
    await requireQualification(app, companyId, operationId, qualification.id);
    const attempt = app.db.transaction((tx) =>
      importMissions({ db: tx, companyId, missions: [missionFor(agentId, operationId)] }),
    );
    await expect(attempt).rejects.toMatchObject({ message: m.qualificationMissing });
    expect(await app.db.select().from(missions).where(eq(missions.companyId, companyId))).toEqual([]);

    await grantQualification(app, companyId, agentId, qualification.id);
    const [missionId] = await app.db.transaction((tx) =>
      importMissions({ db: tx, companyId, missions: [missionFor(agentId, operationId)] }),
    );
    expect(missionId).toBeGreaterThan(0);
  });

  it('refuses another company’s operation or agent, and a slot range out of the day', async () => {
    const { companyId, agentId, operationId } = await companyWithAgent();
    const other = await companyWithAgent();
    const run = (mission: ImportedMission) =>
      app.db.transaction((tx) => importMissions({ db: tx, companyId, missions: [mission] }));

    await expect(run(missionFor(agentId, other.operationId))).rejects.toMatchObject({
      message: m.operationNotFound,
    });
    await expect(run(missionFor(other.agentId, operationId))).rejects.toMatchObject({
      message: m.agentNotFound,
    });
    const late = { ...missionFor(agentId, operationId).session, beginning: 30, ending: 40 };
    await expect(run(missionFor(agentId, operationId, { session: late }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('markMissionsCancelled cancels the missions and their sessions, and no other', async () => {
    const { companyId, agentId, operationId } = await companyWithAgent();
    const planned = (beginning: number) =>
      missionFor(agentId, operationId, {
        status: 'planned',
        session: {
          date: '2025-01-14',
          beginning,
          ending: beginning + 4,
          agentId,
          startedAt: null,
          completedAt: null,
        },
      });
    const [cancelled, kept] = await app.db.transaction((tx) =>
      importMissions({ db: tx, companyId, missions: [planned(0), planned(8)] }),
    );
    await app.db.transaction((tx) => markMissionsCancelled({ db: tx, companyId, missionIds: [cancelled!] }));

    const statusOf = async (missionId: number) => ({
      mission: (await repository.getMissionForUpdate(app.db, companyId, missionId))?.status,
      sessions: (await findMissionSessions({ db: app.db, companyId, missionId })).map(
        (session) => session.sessionStatus,
      ),
    });
    expect(await statusOf(cancelled!)).toEqual({ mission: 'cancelled', sessions: ['cancelled'] });
    expect(await statusOf(kept!)).toEqual({ mission: 'planned', sessions: ['planned'] });
  });
});
