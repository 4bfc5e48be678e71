import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, featureMissingMessage } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { forms, operations } from '../../db/schema/index.ts';

interface Details {
  name: string;
  description: string;
  fields: { id: number; field_name: string; is_required: number; options: object[] }[];
}

let app: FastifyInstance;
let premium: TestCompany;
let other: TestCompany;
let standard: TestCompany;
beforeAll(async () => {
  app = await createTestApp();
  [premium, other, standard] = await Promise.all([
    buildCompany(app, { plan: 'premium' }),
    buildCompany(app, { plan: 'business' }),
    buildCompany(app),
  ]);
});
afterAll(async () => {
  await app.close();
});

const validForm = (overrides: object = {}) => ({
  name: `Rapport ${Math.random().toString(36).slice(2, 8)}`,
  description: "Compte rendu d'intervention",
  fields: [
    {
      field_type: 'text',
      field_name: 'Numéro de compteur',
      field_label: 'Numéro de compteur',
      is_required: true,
    },
    {
      field_type: 'radio',
      field_name: 'etat',
      field_label: 'État',
      options: [
        { option_value: 'bon', option_label: 'Bon' },
        { option_value: 'mauvais', option_label: 'Mauvais' },
      ],
    },
    { field_type: 'image', field_name: 'photo', field_label: 'Photo du compteur' },
  ],
  ...overrides,
});

async function createForm(company: TestCompany, overrides: object = {}) {
  const response = await call(app, 'POST', '/forms/create', company.cookie, validForm(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().form as { id: number; name: string; fields: { id: number; field_name: string }[] };
}

const errorOf = (response: { json: () => { error: string } }) => response.json().error;

describe('gating: every forms route', () => {
  const routes: ['POST' | 'PUT' | 'DELETE', string][] = [
    ['POST', '/forms/get-all'],
    ['POST', '/forms/1'],
    ['POST', '/forms/create'],
    ['PUT', '/forms/1'],
    ['DELETE', '/forms/delete'],
  ];

  it.each(routes)('%s %s needs form_creation (403 on a standard plan)', async (method, url) => {
    const response = await call(app, method, url, standard.cookie, validForm({ id: 1 }));
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toBe(featureMissingMessage('form_creation'));
  });
});

describe('POST /forms/create', () => {
  it.each([
    ['a missing name', { name: '  ' }, MESSAGES.forms.nameRequired],
    ['no question', { fields: [] }, MESSAGES.forms.fieldsRequired],
    [
      'a question without a label',
      { fields: [{ field_type: 'text', field_name: 'a', field_label: '' }] },
      MESSAGES.forms.fieldIncomplete,
    ],
    [
      'a question without a name',
      { fields: [{ field_type: 'text', field_name: ' ', field_label: 'A' }] },
      MESSAGES.forms.fieldIncomplete,
    ],
    [
      'two names equal once normalised',
      {
        fields: [
          { field_type: 'text', field_name: 'Nom client', field_label: 'A' },
          { field_type: 'text', field_name: 'nom_client', field_label: 'B' },
        ],
      },
      MESSAGES.forms.fieldNameNotUnique,
    ],
    [
      'an option without a label',
      {
        fields: [
          {
            field_type: 'select',
            field_name: 'a',
            field_label: 'A',
            options: [{ option_value: 'x', option_label: '' }],
          },
        ],
      },
      MESSAGES.forms.optionIncomplete,
    ],
    [
      'a radio without options',
      { fields: [{ field_type: 'radio', field_name: 'a', field_label: 'A' }] },
      MESSAGES.forms.optionsRequired,
    ],
    [
      'an unknown type',
      { fields: [{ field_type: 'video', field_name: 'a', field_label: 'A' }] },
      MESSAGES.forms.fieldTypeInvalid,
    ],
  ])('refuses %s (400)', async (_case, overrides, message) => {
    const response = await call(app, 'POST', '/forms/create', premium.cookie, validForm(overrides));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
  });

  it('creates a form with its questions in order, names normalised', async () => {
    const form = await createForm(premium, { company_name: other.name });
    const details = (await call(app, 'POST', `/forms/${form.id}`, premium.cookie)).json<Details>();
    expect(details.description).toBe("Compte rendu d'intervention");
    expect(details.fields.map((field: { field_name: string }) => field.field_name)).toEqual([
      'numéro_de_compteur',
      'etat',
      'photo',
    ]);
    expect(details.fields[0]!.is_required).toBe(1);
    expect(details.fields[1]!.options).toEqual([
      { option_value: 'bon', option_label: 'Bon' },
      { option_value: 'mauvais', option_label: 'Mauvais' },
    ]);
    expect(details.fields[2]!.options).toEqual([]);
  });

  it('refuses a duplicate name in the same company, whatever the case (409)', async () => {
    const form = await createForm(premium);
    const response = await call(
      app,
      'POST',
      '/forms/create',
      premium.cookie,
      validForm({ name: form.name.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toBe(MESSAGES.forms.duplicateName);
    // Another company may use the same name.
    await createForm(other, { name: form.name });
  });
});

describe('forms limit of the plan', () => {
  it('refuses a 51st form on the business plan (403)', async () => {
    const business = await buildCompany(app, { plan: 'business' });
    await app.db
      .insert(forms)
      .values(
        Array.from({ length: 50 }, (_, index) => ({ companyId: business.id, name: `Formulaire ${index}` })),
      );
    const response = await call(app, 'POST', '/forms/create', business.cookie, validForm());
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toBe(MESSAGES.forms.limitReached(50));
  });
});

describe('POST /forms/get-all', () => {
  it("lists the company's forms with their question count, never another company's", async () => {
    const mine = await createForm(premium);
    const theirs = await createForm(other);
    const list = (await call(app, 'POST', '/forms/get-all', premium.cookie)).json<
      { id: number; field_count: number }[]
    >();
    expect(list.find((form) => form.id === mine.id)?.field_count).toBe(3);
    expect(list.some((form) => form.id === theirs.id && theirs.id !== mine.id)).toBe(false);
  });
});

describe('POST /forms/{id}', () => {
  it('refuses a non-numeric id (400)', async () => {
    const response = await call(app, 'POST', '/forms/abc', premium.cookie);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(MESSAGES.forms.idRequired);
  });

  it("answers 404 for another company's form", async () => {
    const theirs = await createForm(other);
    const response = await call(app, 'POST', `/forms/${theirs.id}`, premium.cookie);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toBe(MESSAGES.forms.notFound);
  });
});

describe('PUT /forms/{id}', () => {
  it('validates like creation (400)', async () => {
    const form = await createForm(premium);
    const response = await call(app, 'PUT', `/forms/${form.id}`, premium.cookie, validForm({ fields: [] }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(MESSAGES.forms.fieldsRequired);
  });

  it("answers 404 for another company's form and leaves it alone", async () => {
    const theirs = await createForm(other);
    const response = await call(app, 'PUT', `/forms/${theirs.id}`, premium.cookie, validForm());
    expect(response.statusCode).toBe(404);
    const details = (await call(app, 'POST', `/forms/${theirs.id}`, other.cookie)).json();
    expect(details.name).toBe(theirs.name);
  });

  it('keeps the ids of kept questions, adds new ones and removes the missing ones', async () => {
    const form = await createForm(premium);
    const [first, , third] = form.fields;
    const response = await call(app, 'PUT', `/forms/${form.id}`, premium.cookie, {
      name: `${form.name} v2`,
      description: '',
      fields: [
        { id: third!.id, field_type: 'image', field_name: 'photo', field_label: 'Photo', is_required: 1 },
        { id: first!.id, field_type: 'text', field_name: 'compteur', field_label: 'Compteur' },
        { field_type: 'date', field_name: 'Date de pose', field_label: 'Date de pose' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const details = response.json<{ form: Details }>().form;
    expect(details.name).toBe(`${form.name} v2`);
    expect(details.fields.map((field: { id: number }) => field.id).slice(0, 2)).toEqual([
      third!.id,
      first!.id,
    ]);
    expect(details.fields.map((field: { field_name: string }) => field.field_name)).toEqual([
      'photo',
      'compteur',
      'date_de_pose',
    ]);
    expect(details.fields[0]!.is_required).toBe(1);
  });

  it('refuses to take the name of another form (409)', async () => {
    const a = await createForm(premium);
    const b = await createForm(premium);
    const response = await call(app, 'PUT', `/forms/${b.id}`, premium.cookie, validForm({ name: a.name }));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toBe(MESSAGES.forms.duplicateName);
  });
});

describe('DELETE /forms/delete', () => {
  it('needs an id (400)', async () => {
    const response = await call(app, 'DELETE', '/forms/delete', premium.cookie, {});
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(MESSAGES.forms.idRequired);
  });

  it("answers 404 for another company's form and keeps it", async () => {
    const theirs = await createForm(other);
    const response = await call(app, 'DELETE', '/forms/delete', premium.cookie, { id: theirs.id });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toContain('introuvable');
    expect((await call(app, 'POST', `/forms/${theirs.id}`, other.cookie)).statusCode).toBe(200);
  });

  it('refuses a form used by an operation type (409, "utilisé par des opérations")', async () => {
    const form = await createForm(premium);
    await app.db.insert(operations).values({ companyId: premium.id, name: 'Relevé', formId: form.id });
    const response = await call(app, 'DELETE', '/forms/delete', premium.cookie, { id: form.id });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toContain('utilisé par des opérations');
  });

  it('deletes an unused form with its questions and says how many missions keep their answers', async () => {
    const form = await createForm(premium);
    const response = await call(app, 'DELETE', '/forms/delete', premium.cookie, { id: form.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      detachedRdv: 0,
      message: MESSAGES.forms.deleted(0),
    });
    expect((await call(app, 'POST', `/forms/${form.id}`, premium.cookie)).statusCode).toBe(404);
    const again = await call(app, 'DELETE', '/forms/delete', premium.cookie, { id: form.id });
    expect(again.statusCode).toBe(404);
  });
});

describe('database', () => {
  it("refuses an operation that names another company's form", async () => {
    const theirs = await createForm(other);
    await expect(
      app.db.insert(operations).values({ companyId: premium.id, name: 'X', formId: theirs.id }),
    ).rejects.toThrow();
  });
});
