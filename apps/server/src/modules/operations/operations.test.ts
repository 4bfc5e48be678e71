import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { clients, operationRoles } from '../../db/schema/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const validOperation = { name: 'Installation compteur', duration: 8, form_id: null };

async function createRole(company: TestCompany, name = 'Électricien') {
  return (await call(app, 'POST', '/roles/create', company, { name })).json().role.id as number;
}

async function createOperation(company: TestCompany, overrides: object = {}) {
  const response = await call(app, 'POST', '/operations/new-operation', company, {
    ...validOperation,
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ operation: Operation }>().operation;
}

interface Operation {
  id: number;
  name: string;
  duration: number;
  team_requirements: unknown[];
}

const VALID_SMS = 'Bonjour {prenom}, votre RDV {operation} : {lien}';

describe('POST /operations/new-operation', () => {
  it('refuses each invalid field with its French message', async () => {
    const company = await buildCompany(app);
    const roleId = await createRole(company);
    const requirement = { role_id: roleId, min_agents: 1, max_agents: 2 };
    const cases: [object, string][] = [
      [{ name: '' }, MESSAGES.operations.nameRequired],
      [{ duration: undefined }, MESSAGES.operations.durationInvalid],
      [{ duration: 0 }, MESSAGES.operations.durationInvalid],
      [{ duration: 481 }, MESSAGES.operations.durationInvalid],
      [{ form_id: -1 }, MESSAGES.settings.invalidId],
      [{ supports_teams: true, min_team_size: 1 }, MESSAGES.operations.minTeamSizeInvalid],
      [{ supports_teams: true, min_team_size: 9 }, MESSAGES.operations.minTeamSizeInvalid],
      [
        { supports_teams: true, team_requirements: [{ ...requirement, min_agents: 0 }] },
        MESSAGES.operations.teamMinInvalid,
      ],
      [
        { supports_teams: true, team_requirements: [{ ...requirement, min_agents: 3, max_agents: 2 }] },
        MESSAGES.operations.teamMaxInvalid,
      ],
      [
        { supports_teams: true, team_requirements: [{ ...requirement, max_agents: 9 }] },
        MESSAGES.operations.teamMaxInvalid,
      ],
      [
        { supports_teams: true, team_requirements: [{ ...requirement, load_percentage: 0 }] },
        MESSAGES.operations.loadPercentageInvalid,
      ],
      [
        { supports_teams: true, team_requirements: [{ min_agents: 1, max_agents: 1 }] },
        MESSAGES.operations.teamRoleRequired,
      ],
      [{ sms_message: '' }, 'Le message SMS ne peut pas être vide'],
      [{ sms_message: 'Bonjour {prenom}' }, 'Variables obligatoires manquantes: {operation}, {lien}'],
      [{ sms_message: `${VALID_SMS} {foo} {date} {foo}` }, 'Variables inconnues : {foo}, {date}'],
      [{ sms_message: VALID_SMS + 'x'.repeat(140) }, 'Le message ne peut pas dépasser 140 caractères'],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(app, 'POST', '/operations/new-operation', company, {
        ...validOperation,
        ...overrides,
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error).toBe(message);
    }
  });

  it("answers 404 for another company's qualification in the team", async () => {
    const company = await buildCompany(app);
    const other = await buildCompany(app);
    const foreignRole = await createRole(other);
    const response = await call(app, 'POST', '/operations/new-operation', company, {
      ...validOperation,
      supports_teams: true,
      min_team_size: 2,
      team_requirements: [{ role_id: foreignRole, min_agents: 1, max_agents: 1 }],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(MESSAGES.operations.teamRoleUnknown);
    expect((await call(app, 'POST', '/operations/get-all', company)).json()).toEqual([]);
  });

  it('creates a single-agent operation with the defaults', async () => {
    const company = await buildCompany(app);
    const response = await call(app, 'POST', '/operations/new-operation', company, {
      ...validOperation,
      id: 99,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Opération créée avec succès',
      operation: {
        name: 'Installation compteur',
        operation_name: 'Installation compteur',
        duration: 8,
        form_id: null,
        form_name: null,
        sms_message: null,
        email_invitation_subject: null,
        email_invitation_body: null,
        email_confirmation_subject: null,
        email_confirmation_body: null,
        supports_teams: false,
        min_team_size: 1,
        team_requirements: [],
      },
    });
  });

  it('creates a multi-agent operation with its team, numbered by priority', async () => {
    const company = await buildCompany(app);
    const electricien = await createRole(company, 'Électricien');
    const chef = await createRole(company, "Chef d'équipe");
    const operation = await createOperation(company, {
      supports_teams: true,
      min_team_size: 3,
      team_requirements: [
        {
          role_id: electricien,
          min_agents: 2,
          max_agents: 4,
          priority_order: 7,
          special_requirements: ' Habilitation B1V ',
        },
        {
          role_id: chef,
          min_agents: 1,
          max_agents: 1,
          priority_order: 2,
          is_required: false,
          load_percentage: 50,
        },
      ],
      sms_message: VALID_SMS,
    });
    expect(operation).toMatchObject({ supports_teams: true, min_team_size: 3, sms_message: VALID_SMS });
    expect(operation.team_requirements).toEqual([
      {
        id: expect.any(Number),
        role_id: chef,
        role_name: "Chef d'équipe",
        min_agents: 1,
        max_agents: 1,
        is_required: false,
        load_percentage: 50,
        priority_order: 1,
        special_requirements: null,
      },
      {
        id: expect.any(Number),
        role_id: electricien,
        role_name: 'Électricien',
        min_agents: 2,
        max_agents: 4,
        is_required: true,
        load_percentage: 100,
        priority_order: 2,
        special_requirements: 'Habilitation B1V',
      },
    ]);
  });

  it('a single-agent operation keeps a minimum of 1 and no team requirements', async () => {
    const company = await buildCompany(app);
    const roleId = await createRole(company);
    const operation = await createOperation(company, {
      supports_teams: false,
      min_team_size: 4,
      team_requirements: [{ role_id: roleId, min_agents: 1, max_agents: 1 }],
    });
    expect(operation).toMatchObject({ supports_teams: false, min_team_size: 1, team_requirements: [] });
  });
});

describe('POST /operations/get-all', () => {
  it('answers a call without a body', async () => {
    const company = await buildCompany(app);
    const response = await app.inject({
      method: 'POST',
      url: '/operations/get-all',
      headers: { cookie: company.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("lists only the session company's operations, by name", async () => {
    const company = await buildCompany(app);
    const other = await buildCompany(app);
    await createOperation(company, { name: 'Ramonage' });
    await createOperation(company, { name: 'Audit' });
    await createOperation(other, { name: 'Autre' });
    const response = await call(app, 'POST', '/operations/get-all', company, { company_name: other.name });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ name: string }[]>().map((operation) => operation.name)).toEqual([
      'Audit',
      'Ramonage',
    ]);
  });
});

describe('operation forms', () => {
  it("names the operation's form, refuses another company's form and lets a deleted form go", async () => {
    const company = await buildCompany(app, { plan: 'business' });
    const other = await buildCompany(app, { plan: 'business' });
    const formPayload = (name: string) => ({
      name,
      description: '',
      fields: [{ field_type: 'text', field_name: 'compteur', field_label: 'Compteur', is_required: true }],
    });
    const form = (await call(app, 'POST', '/forms/create', company, formPayload('Relevé compteur'))).json();
    const otherForm = (await call(app, 'POST', '/forms/create', other, formPayload('Autre'))).json();
    const formId = (form.form?.id ?? form.data?.id ?? form.id) as number;
    const otherFormId = (otherForm.form?.id ?? otherForm.data?.id ?? otherForm.id) as number;
    expect(formId).toBeGreaterThan(0);

    const operation = await createOperation(company, { name: 'Relève', form_id: formId });
    const listed = (await call(app, 'POST', '/operations/get-all', company)).json<
      { id: number; form_name: string | null }[]
    >();
    expect(listed.find((item) => item.id === operation.id)?.form_name).toBe('Relevé compteur');

    const foreign = await call(app, 'POST', '/operations/new-operation', company, {
      ...validOperation,
      form_id: otherFormId,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('PUT /operations/update', () => {
  it('validates like creation and needs an id', async () => {
    const company = await buildCompany(app);
    const operation = await createOperation(company);
    const noName = await call(app, 'PUT', '/operations/update', company, {
      ...validOperation,
      id: operation.id,
      name: ' ',
    });
    expect(noName.json().error).toBe(MESSAGES.operations.nameRequired);
    const noId = await call(app, 'PUT', '/operations/update', company, validOperation);
    expect(noId.statusCode).toBe(400);
    expect(noId.json().error).toBe(MESSAGES.settings.invalidId);
  });

  it("answers 404 for another company's operation", async () => {
    const company = await buildCompany(app);
    const other = await buildCompany(app);
    const foreign = await createOperation(other);
    const response = await call(app, 'PUT', '/operations/update', company, {
      ...validOperation,
      id: foreign.id,
      name: 'X',
    });
    expect(response.statusCode).toBe(404);
    expect((await call(app, 'POST', '/operations/get-all', other)).json()[0].name).toBe(validOperation.name);
  });

  it('modifies the operation and its team', async () => {
    const company = await buildCompany(app);
    const roleId = await createRole(company);
    const operation = await createOperation(company);
    const response = await call(app, 'PUT', '/operations/update', company, {
      id: operation.id,
      name: 'Pose tableau',
      duration: 12,
      form_id: null,
      supports_teams: true,
      min_team_size: 2,
      team_requirements: [{ role_id: roleId, min_agents: 2, max_agents: 3 }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Opération modifiée avec succès',
      operation: {
        id: operation.id,
        name: 'Pose tableau',
        duration: 12,
        supports_teams: true,
        min_team_size: 2,
        team_requirements: [{ role_id: roleId, min_agents: 2, max_agents: 3, priority_order: 1 }],
      },
    });
  });

  it("the SMS editor's call keeps the team; turning multi-agent off clears it", async () => {
    const company = await buildCompany(app);
    const roleId = await createRole(company);
    const operation = await createOperation(company, {
      supports_teams: true,
      min_team_size: 2,
      team_requirements: [{ role_id: roleId, min_agents: 1, max_agents: 2 }],
    });
    const sms = await call(app, 'PUT', '/operations/update', company, {
      id: operation.id,
      name: operation.name,
      duration: operation.duration,
      form_id: null,
      role_id: null,
      sms_message: VALID_SMS,
    });
    expect(sms.statusCode).toBe(200);
    expect(sms.json().operation).toMatchObject({
      sms_message: VALID_SMS,
      supports_teams: true,
      min_team_size: 2,
      team_requirements: [{ role_id: roleId }],
    });
    const badSms = await call(app, 'PUT', '/operations/update', company, {
      ...validOperation,
      id: operation.id,
      sms_message: 'Bonjour',
    });
    expect(badSms.json().error).toBe('Variables obligatoires manquantes: {prenom}, {operation}, {lien}');
    const unknownVariable = await call(app, 'PUT', '/operations/update', company, {
      ...validOperation,
      id: operation.id,
      sms_message: `${VALID_SMS} {Prénom}`,
    });
    expect(unknownVariable.statusCode).toBe(400);
    expect(unknownVariable.json().error).toBe('Variables inconnues : {Prénom}');

    const off = await call(app, 'PUT', '/operations/update', company, {
      ...validOperation,
      id: operation.id,
      supports_teams: false,
    });
    expect(off.json().operation).toMatchObject({
      supports_teams: false,
      min_team_size: 1,
      team_requirements: [],
      sms_message: VALID_SMS,
    });
  });

  it('deleting a qualification removes its team requirements and renumbers the rest', async () => {
    const company = await buildCompany(app);
    const first = await createRole(company, 'Premier');
    const second = await createRole(company, 'Second');
    await createOperation(company, {
      supports_teams: true,
      min_team_size: 2,
      team_requirements: [
        { role_id: first, min_agents: 1, max_agents: 1 },
        { role_id: second, min_agents: 1, max_agents: 1 },
      ],
    });
    await call(app, 'POST', '/roles/delete', company, { id: first });
    const [operation] = (await call(app, 'POST', '/operations/get-all', company)).json();
    expect(operation.team_requirements).toMatchObject([{ role_id: second, priority_order: 1 }]);
  });
});

describe("an operation's e-mail texts", () => {
  const invitation = {
    email_invitation_subject: 'Votre rendez-vous {operation} avec {entreprise}',
    email_invitation_body: 'Bonjour {prenom} {nom},\n\nChoisissez votre date : {lien}',
  };
  const confirmation = {
    email_confirmation_subject: 'Confirmé : {date} à {heure}',
    email_confirmation_body: 'Nous venons le {date} à {heure}, {adresse}.',
  };
  type EmailFields = Record<keyof typeof invitation | keyof typeof confirmation, string | null>;
  const listed = async (company: TestCompany) =>
    (await call(app, 'POST', '/operations/get-all', company)).json<(EmailFields & { id: number })[]>();

  it('are saved on creation and answered by the list', async () => {
    const company = await buildCompany(app);
    const operation = await createOperation(company, { ...invitation, ...confirmation });
    expect(operation).toMatchObject({ ...invitation, ...confirmation });
    expect((await listed(company))[0]).toMatchObject({ ...invitation, ...confirmation });
  });

  it('refuse each broken rule with its French message, and change nothing', async () => {
    const company = await buildCompany(app);
    const operation = await createOperation(company, invitation);
    const cases: [object, string][] = [
      [
        { email_invitation_subject: 'x'.repeat(151) },
        "L'objet de l'e-mail ne peut pas dépasser 150 caractères",
      ],
      [
        { email_confirmation_subject: 'Votre\nrendez-vous' },
        "L'objet de l'e-mail doit tenir sur une seule ligne",
      ],
      [
        { email_invitation_body: `{lien} ${'x'.repeat(5000)}` },
        "Le texte de l'e-mail ne peut pas dépasser 5 000 caractères",
      ],
      [
        { email_confirmation_body: 'Le {date} {Heure} {foo} {<img src=x>}' },
        'Variables inconnues : {Heure}, {foo}, {…}',
      ],
      [
        { email_invitation_body: 'Bonjour {prenom}, à bientôt' },
        "Le texte de l'invitation doit contenir la variable {lien} (le lien pour prendre rendez-vous)",
      ],
      [
        { email_invitation_body: 'Le {date} à {heure} : {lien}' },
        "Variables sans valeur dans une invitation (le rendez-vous n'est pas encore pris) : {date}, {heure}",
      ],
      [{ email_invitation_body: 42 }, "Le texte de l'e-mail ne peut pas être vide"],
      [{ email_confirmation_subject: ['x'] }, "L'objet de l'e-mail ne peut pas être vide"],
      [{ email_confirmation_body: 'Bonjour\u0000' }, MESSAGES.validation.controlCharacters],
    ];
    for (const [overrides, message] of cases) {
      for (const [method, url, body] of [
        ['POST', '/operations/new-operation', { ...validOperation, name: 'Autre', ...overrides }],
        ['PUT', '/operations/update', { ...validOperation, id: operation.id, ...overrides }],
      ] as const) {
        const response = await call(app, method, url, company, body);
        expect(response.statusCode, `${url} ${JSON.stringify(overrides)}`).toBe(400);
        expect(response.json().error).toBe(message);
      }
    }
    expect(await listed(company)).toEqual([expect.objectContaining({ id: operation.id, ...invitation })]);
  });

  it('an update keeps the texts it leaves out; null or blank goes back to the default', async () => {
    const company = await buildCompany(app);
    const operation = await createOperation(company, { ...invitation, ...confirmation });
    const update = (fields: object) =>
      call(app, 'PUT', '/operations/update', company, { ...validOperation, id: operation.id, ...fields });

    // The SMS editor's call and the operation form's call carry no e-mail text.
    expect((await update({ sms_message: VALID_SMS })).statusCode).toBe(200);
    expect((await listed(company))[0]).toMatchObject({ ...invitation, ...confirmation });

    const bodyOnly = await update({ email_confirmation_body: '  Merci, à {heure} !  ' });
    expect(bodyOnly.statusCode).toBe(200);
    expect(bodyOnly.json().operation).toMatchObject({
      ...invitation,
      email_confirmation_subject: confirmation.email_confirmation_subject,
      email_confirmation_body: 'Merci, à {heure} !',
    });

    const reset = await update({ email_invitation_subject: null, email_invitation_body: '   ' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().operation).toMatchObject({
      email_invitation_subject: null,
      email_invitation_body: null,
      email_confirmation_subject: confirmation.email_confirmation_subject,
    });
    expect((await listed(company))[0]).toMatchObject({
      email_invitation_subject: null,
      email_invitation_body: null,
    });
  });

  it("cannot be read or written on another company's operation", async () => {
    const company = await buildCompany(app);
    const other = await buildCompany(app);
    const foreign = await createOperation(other);
    const response = await call(app, 'PUT', '/operations/update', company, {
      ...validOperation,
      id: foreign.id,
      ...invitation,
    });
    expect(response.statusCode).toBe(404);
    expect((await listed(other))[0]).toMatchObject({ email_invitation_subject: null });
  });
});

describe('DELETE /operations/delete', () => {
  it('needs an id', async () => {
    const company = await buildCompany(app);
    const response = await call(app, 'DELETE', '/operations/delete', company, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(MESSAGES.settings.invalidId);
  });

  it("answers 404 for another company's operation", async () => {
    const company = await buildCompany(app);
    const other = await buildCompany(app);
    const foreign = await createOperation(other);
    expect((await call(app, 'DELETE', '/operations/delete', company, { id: foreign.id })).statusCode).toBe(
      404,
    );
  });

  it('deletes the operation with its team and required qualifications', async () => {
    const company = await buildCompany(app);
    const roleId = await createRole(company);
    const operation = await createOperation(company, {
      supports_teams: true,
      min_team_size: 2,
      team_requirements: [{ role_id: roleId, min_agents: 1, max_agents: 1 }],
    });
    await call(app, 'POST', '/operations/assign-role', company, {
      operation_id: operation.id,
      role_id: roleId,
    });
    const response = await call(app, 'DELETE', '/operations/delete', company, { id: operation.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Opération supprimée avec succès');
    expect((await call(app, 'POST', '/operations/get-all', company)).json()).toEqual([]);
    const roles = (await call(app, 'POST', '/roles/get-all', company)).json();
    expect(roles[0]).toMatchObject({ id: roleId, operation_count: 0 });
  });

  it('refuses to delete an operation still given to clients, saying how many', async () => {
    const company = await buildCompany(app);
    const operation = await createOperation(company);
    await app.db.insert(clients).values(
      [1, 2].map((index) => ({
        companyId: company.id,
        name: `Client ${index}`,
        adresse: 'Paris',
        codePostal: '75001',
        operationId: operation.id,
        uniqueLink: randomBytes(16).toString('base64url'),
      })),
    );
    const response = await call(app, 'DELETE', '/operations/delete', company, { id: operation.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(MESSAGES.operations.inUseByClients(2));
    expect((await call(app, 'POST', '/operations/get-all', company)).json()).toHaveLength(1);
  });
});

describe('operation qualifications', () => {
  it('need the ids', async () => {
    const company = await buildCompany(app);
    for (const url of [
      '/operations/get-operation-roles',
      '/operations/assign-role',
      '/operations/remove-role',
    ]) {
      const response = await call(app, 'POST', url, company, { role_id: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(MESSAGES.settings.invalidId);
    }
  });

  it("answer 404 for another company's operation or qualification", async () => {
    const company = await buildCompany(app);
    const other = await buildCompany(app);
    const operation = await createOperation(company);
    const roleId = await createRole(company);
    const foreignOperation = await createOperation(other);
    const foreignRole = await createRole(other);
    expect(
      (
        await call(app, 'POST', '/operations/get-operation-roles', company, {
          operation_id: foreignOperation.id,
        })
      ).statusCode,
    ).toBe(404);
    for (const url of ['/operations/assign-role', '/operations/remove-role']) {
      expect(
        (await call(app, 'POST', url, company, { operation_id: foreignOperation.id, role_id: roleId }))
          .statusCode,
      ).toBe(404);
      expect(
        (await call(app, 'POST', url, company, { operation_id: operation.id, role_id: foreignRole }))
          .statusCode,
      ).toBe(404);
    }
  });

  // The concurrent part is meaningful on PostgreSQL (two transactions race for the primary key); PGlite
  // serialises them.
  it('assign, list, say alreadyExists, remove; a concurrent double assignment neither fails nor duplicates', async () => {
    const company = await buildCompany(app);
    const operation = await createOperation(company);
    const roleId = await createRole(company);
    const link = { operation_id: operation.id, role_id: roleId };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => call(app, 'POST', '/operations/assign-role', company, link)),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(responses.filter((response) => response.json().alreadyExists === false)).toHaveLength(1);
    const rows = await app.db
      .select()
      .from(operationRoles)
      .where(and(eq(operationRoles.companyId, company.id), eq(operationRoles.operationId, operation.id)));
    expect(rows).toHaveLength(1);
    expect(
      (
        await call(app, 'POST', '/operations/get-operation-roles', company, { operation_id: operation.id })
      ).json(),
    ).toEqual([{ operation_id: operation.id, role_id: roleId, role_name: 'Électricien' }]);
    const removed = await call(app, 'POST', '/operations/remove-role', company, link);
    expect(removed.json()).toMatchObject({ success: true, message: 'Qualification retirée avec succès' });
    expect(
      (
        await call(app, 'POST', '/operations/get-operation-roles', company, { operation_id: operation.id })
      ).json(),
    ).toEqual([]);
  });
});
