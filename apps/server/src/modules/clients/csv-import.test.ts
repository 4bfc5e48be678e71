import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { MESSAGES, PLANS, featureMissingMessage, type CsvImportResponse } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { buildClient, fillClients } from '../../test/factories/clients.ts';
import { buildOperation } from '../../test/factories/operations.ts';
import { multipart, type MultipartPart } from '../../test/multipart.ts';
import { clients } from '../../db/schema/index.ts';
import { Readable } from 'node:stream';
import { importClientsCsv } from './csv-import.service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const upload = (cookie: string | undefined, parts: MultipartPart[]) => {
  const { payload, headers } = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/client/upload-csv',
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
};
const importCsv = (
  company: TestCompany,
  content: Buffer | string,
  campagne = 'Printemps 2027',
  filename = 'clients.csv',
) =>
  upload(company.cookie, [
    { name: 'campagne_name', value: campagne },
    { name: 'file', filename, content },
  ]);

const HEADER = 'nom;prenom;email;telephone;adresse;code_postal;operation';
const GOOD_ROWS = [
  'Dupont;Jean;jean.dupont@example.fr;0611111111;12 rue de la Paix, Paris;75002;Entretien chaudière',
  'Bernard;Lucie;;0622222222;5 place Bellecour, Lyon;69002;Entretien chaudière',
];

async function businessCompany(): Promise<TestCompany> {
  const company = await buildCompany(app, { plan: 'business' });
  await buildOperation(app, company.id, 'Entretien chaudière');
  return company;
}

async function clientsOf(companyId: number) {
  return app.db.select().from(clients).where(eq(clients.companyId, companyId)).orderBy(clients.name);
}

describe('POST /client/upload-csv: access and form', () => {
  it('needs the bulk_operations feature (403 on the standard plan)', async () => {
    const company = await buildCompany(app);
    const response = await importCsv(company, [HEADER, ...GOOD_ROWS].join('\n'));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(featureMissingMessage('bulk_operations'));
    expect(await clientsOf(company.id)).toHaveLength(0);
  });

  it('needs a campaign name and a file', async () => {
    const company = await businessCompany();
    const noCampaign = await importCsv(company, [HEADER, ...GOOD_ROWS].join('\n'), '  ');
    expect(noCampaign.statusCode).toBe(400);
    expect(noCampaign.json().error).toBe(MESSAGES.imports.campaignRequired);
    const noFile = await upload(company.cookie, [{ name: 'campagne_name', value: 'Été' }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toBe(MESSAGES.imports.fileRequired);
    const json = await app.inject({
      method: 'POST',
      url: '/client/upload-csv',
      payload: {},
      headers: { cookie: company.cookie },
    });
    expect(json.statusCode).toBe(400);
  });

  it('refuses another extension', async () => {
    const company = await businessCompany();
    const response = await importCsv(company, 'x', 'Été', 'clients.xlsx');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(MESSAGES.imports.fileNotCsv);
  });

  it('accepts the file before the campaign name too', async () => {
    const company = await businessCompany();
    const response = await upload(company.cookie, [
      { name: 'file', filename: 'clients.csv', content: [HEADER, ...GOOD_ROWS].join('\n') },
      { name: 'campagne_name', value: 'Fichier en premier' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ imported: 2, campagne: 'Fichier en premier' });
  });
});

describe('POST /client/upload-csv: import', () => {
  it('says that no client was imported, and why, when no row is valid', async () => {
    const company = await businessCompany();
    const content = [
      HEADER,
      'SansAdresse;Paul;;0633333333;;75001;Entretien chaudière',
      'CodeFaux;Anne;;0644444444;1 rue A;7500;Entretien chaudière',
    ].join('\n');
    const response = await importCsv(company, content);
    expect(response.statusCode).toBe(200);
    const body = response.json<CsvImportResponse>();
    expect(body).toMatchObject({
      message:
        "Aucun client n'a été importé : 2 lignes refusées. Les motifs sont dans le rapport ci-dessous.",
      imported: 0,
      updated: 0,
      invalid: 2,
    });
    expect(body.message).not.toBe(MESSAGES.imports.uploadSuccess);
    expect(body.report.map((line) => line.reason)).toEqual([
      MESSAGES.clients.addressRequired,
      MESSAGES.clients.postalCodeFiveDigits,
    ]);
  });

  it('keeps the spec’s success message when every row is imported', async () => {
    const company = await businessCompany();
    const response = await importCsv(company, [HEADER, ...GOOD_ROWS].join('\n'));
    expect(response.json()).toMatchObject({
      message: MESSAGES.imports.uploadSuccess,
      imported: 2,
      invalid: 0,
    });
  });

  it('imports good rows into the campaign with pending invitations, and reports bad rows by line', async () => {
    const company = await businessCompany();
    const content = [
      HEADER,
      ...GOOD_ROWS,
      'SansAdresse;Paul;;0633333333;;75001;Entretien chaudière',
      'CodeFaux;Anne;;0644444444;1 rue A;7500;Entretien chaudière',
      'Inconnue;Zoé;;0655555555;1 rue B;75001;Ramonage',
      'MauvaisMail;Léa;pas-un-mail;0666666666;1 rue C;75001;Entretien chaudière',
    ].join('\r\n');
    const response = await importCsv(company, content);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: MESSAGES.importOutcome.partlyImported(2, 0, 4),
      campagne: 'Printemps 2027',
      imported: 2,
      updated: 0,
      skipped: 0,
      invalid: 4,
      rows: 6,
      unknownOperations: ['Ramonage'],
    });
    expect(body.report).toEqual([
      { line: 4, status: 'invalid', reason: MESSAGES.clients.addressRequired },
      { line: 5, status: 'invalid', reason: 'Le code postal doit contenir 5 chiffres' },
      { line: 6, status: 'invalid', reason: 'Opération inconnue : Ramonage' },
      { line: 7, status: 'invalid', reason: MESSAGES.clients.emailInvalid },
    ]);
    const rows = await clientsOf(company.id);
    expect(rows.map((row) => [row.name, row.campagne])).toEqual([
      ['Bernard', 'Printemps 2027'],
      ['Dupont', 'Printemps 2027'],
    ]);
    expect(new Set(rows.map((row) => row.uniqueLink)).size).toBe(2);
    for (const row of rows) {
      const dueAt = row.invitationDueAt!;
      expect(dueAt.getTime()).toBeGreaterThan(Date.now());
      const paris = new Intl.DateTimeFormat('fr-FR', {
        timeZone: 'Europe/Paris',
        hour: '2-digit',
        minute: '2-digit',
        weekday: 'long',
      }).format(dueAt);
      expect(paris).toMatch(/^(lundi|mardi|mercredi|jeudi|vendredi) 09:00$/);
    }
  });

  it('stores phone numbers in E.164 and refuses the rows whose number is not French', async () => {
    const company = await businessCompany();
    const response = await importCsv(
      company,
      [
        HEADER,
        'Point;;;06.77.77.77.77;1 rue D, 75001 Paris;75001;Entretien chaudière',
        'Londres;;;+44 20 7946 0958;1 rue E;75001;Entretien chaudière',
      ].join('\n'),
    );
    expect(response.json()).toMatchObject({
      imported: 1,
      invalid: 1,
      report: [{ line: 3, status: 'invalid', reason: MESSAGES.clients.telephoneInvalid }],
    });
    expect((await clientsOf(company.id)).map((row) => [row.name, row.telephone, row.phoneKey])).toEqual([
      ['Point', '+33677777777', '0677777777'],
    ]);
  });

  it('updates instead of duplicating when the same file is imported again, without a second invitation', async () => {
    const company = await businessCompany();
    const content = [HEADER, ...GOOD_ROWS].join('\n');
    expect((await importCsv(company, content)).json()).toMatchObject({ imported: 2, updated: 0 });
    const again = (await importCsv(company, content, 'Automne 2027')).json();
    expect(again).toMatchObject({ imported: 0, updated: 2, invalid: 0 });
    const rows = await clientsOf(company.id);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.campagne === 'Automne 2027')).toBe(true);
    expect(rows.every((row) => row.invitationDueAt !== null)).toBe(true);
  });

  // Meaningful on PostgreSQL, where the two imports really run at once and only the unique indexes
  // (e-mail; name and phone, per company) keep them apart; PGlite runs them one after the other.
  it('two imports of one file at the same moment create each client once', async () => {
    const company = await businessCompany();
    const rows = Array.from(
      { length: 60 },
      (_, index) =>
        `Client${index};Léa;lea.${index}@example.fr;06${String(10_000_000 + index).slice(0, 8)};1 rue Haute;75002;Entretien chaudière`,
    );
    const content = [HEADER, ...rows].join('\n');
    const answers = await Promise.all([importCsv(company, content), importCsv(company, content)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const counts = answers.map((answer) =>
      answer.json<{ imported: number; updated: number; invalid: number }>(),
    );
    expect(counts.reduce((sum, count) => sum + count.imported, 0)).toBe(60);
    expect(counts.every((count) => count.imported + count.updated + count.invalid === 60)).toBe(true);
    expect(await clientsOf(company.id)).toHaveLength(60);
  });

  it('keeps the pending invitation of a re-imported client, and invites again one already mailed', async () => {
    const company = await businessCompany();
    const content = [HEADER, ...GOOD_ROWS].join('\n');
    await importCsv(company, content);
    const pendingSince = new Date('2027-03-01T08:00:00Z');
    await app.db
      .update(clients)
      .set({ invitationDueAt: pendingSince })
      .where(and(eq(clients.companyId, company.id), eq(clients.name, 'Dupont')));
    // Bernard's invitation was sent (the mailer clears it): a new campaign invites him again.
    await app.db
      .update(clients)
      .set({ invitationDueAt: null })
      .where(and(eq(clients.companyId, company.id), eq(clients.name, 'Bernard')));
    expect((await importCsv(company, content, 'Automne 2027')).json()).toMatchObject({ updated: 2 });
    const rows = await clientsOf(company.id);
    expect(rows.find((row) => row.name === 'Dupont')?.invitationDueAt).toEqual(pendingSince);
    expect(rows.find((row) => row.name === 'Bernard')?.invitationDueAt?.getTime()).toBeGreaterThan(
      Date.now(),
    );
  });

  it('matches existing clients by e-mail, or by name and phone', async () => {
    const company = await businessCompany();
    await buildClient(app, company.id, {
      name: 'Dupont',
      email: 'JEAN.DUPONT@example.fr',
      telephone: '0699999999',
    });
    await buildClient(app, company.id, { name: 'bernard', telephone: '+33 6 22 22 22 22' });
    const body = (await importCsv(company, [HEADER, ...GOOD_ROWS].join('\n'))).json();
    expect(body).toMatchObject({ imported: 0, updated: 2 });
    const rows = await clientsOf(company.id);
    expect(rows).toHaveLength(2);
  });

  it('skips duplicate rows inside the file, naming the first line', async () => {
    const company = await businessCompany();
    const content = [
      HEADER,
      GOOD_ROWS[0],
      GOOD_ROWS[1],
      GOOD_ROWS[0],
      'Bernard;Lucie;autre@example.fr;06 22 22 22 22;Ailleurs;69002;Entretien chaudière',
    ].join('\n');
    const body = (await importCsv(company, content)).json();
    expect(body).toMatchObject({ imported: 2, skipped: 2, invalid: 0 });
    expect(body.report).toEqual([
      { line: 4, status: 'skipped', reason: 'Doublon de la ligne 2' },
      { line: 5, status: 'skipped', reason: 'Doublon de la ligne 3' },
    ]);
  });

  it('refuses only the row that names two different existing clients, keeping the rest of its batch', async () => {
    const company = await businessCompany();
    await buildClient(app, company.id, { name: 'Alpha', email: 'a@example.fr', telephone: '0600000001' });
    await buildClient(app, company.id, { name: 'Beta', email: null, telephone: '0600000002' });
    const content = [
      HEADER,
      'Beta;;a@example.fr;0600000002;1 rue;75001;Entretien chaudière',
      ...GOOD_ROWS,
    ].join('\n');
    const body = (await importCsv(company, content)).json();
    expect(body).toMatchObject({ imported: 2, updated: 0, invalid: 1 });
    expect(body.report).toEqual([{ line: 2, status: 'invalid', reason: expect.stringContaining('Conflit') }]);
    expect(await clientsOf(company.id)).toHaveLength(4);
  });

  it('imports several batches (5 000 rows) and counts them all', async () => {
    const company = await businessCompany();
    const rows = Array.from(
      { length: 5000 },
      (_, index) =>
        `Nom${index};;;06${String(index).padStart(8, '0')};${index} rue;75001;Entretien chaudière`,
    );
    const body = (await importCsv(company, [HEADER, ...rows].join('\n'))).json();
    expect(body).toMatchObject({ imported: 5000, invalid: 0, rows: 5000 });
    const again = (await importCsv(company, [HEADER, ...rows].join('\n'))).json();
    expect(again).toMatchObject({ imported: 0, updated: 5000 });
  });

  it("never touches another company's clients with the same e-mail", async () => {
    const company = await businessCompany();
    const other = await buildCompany(app);
    await buildClient(app, other.id, { name: 'Dupont', email: 'jean.dupont@example.fr' });
    expect((await importCsv(company, [HEADER, ...GOOD_ROWS].join('\n'))).json()).toMatchObject({
      imported: 2,
    });
    const [theirs] = await clientsOf(other.id);
    expect(theirs?.campagne).toBeNull();
  });
});

describe('POST /client/upload-csv: file formats', () => {
  it('reads UTF-8 with a BOM, comma separators and French header variants', async () => {
    const company = await businessCompany();
    const content = `\uFEFFNom de famille,Prénom,E-mail,Tel,Adresse,CP,Type d'opération\nÉlodie,Chloé,,0611111111,"3 rue des Lilas, Nantes",44000,ENTRETIEN CHAUDIÈRE\n`;
    const body = (await importCsv(company, content)).json();
    expect(body).toMatchObject({ imported: 1, invalid: 0 });
    const [row] = await clientsOf(company.id);
    expect(row).toMatchObject({ name: 'Élodie', prenom: 'Chloé', adresse: '3 rue des Lilas, Nantes' });
  });

  it('reads upper-case headers and Courriel/Téléphone/Code postal/Opération', async () => {
    const company = await businessCompany();
    const content =
      'NOM;PRENOM;Courriel;Téléphone;ADRESSE;Code postal;Opération\nRoux;Chloé;chloe@example.fr;0612121212;40 avenue Foch;94300;Entretien chaudière\n';
    expect((await importCsv(company, content)).json()).toMatchObject({ imported: 1 });
  });

  it('reads Windows-1252 accents', async () => {
    const company = await businessCompany();
    const content = iconv.encode(
      `${HEADER}\nLefèvre;Hélène;;0611111111;2 allée des Tilleuls;93200;Entretien chaudière\n`,
      'win1252',
    );
    expect(content.includes(Buffer.from('è', 'utf8'))).toBe(false);
    expect((await importCsv(company, content)).json()).toMatchObject({ imported: 1, invalid: 0 });
    const [row] = await clientsOf(company.id);
    expect(row).toMatchObject({ name: 'Lefèvre', prenom: 'Hélène' });
  });

  it('reads quoted fields with separators, quotes and line breaks, and counts lines from the header', async () => {
    const company = await businessCompany();
    const content = [
      HEADER,
      '"Dupont";"Jean";"";"0611111111";"Bâtiment B; 2e étage\n12 rue ""Haute""";"75002";"Entretien chaudière"',
      'Sans;Code;;0622222222;1 rue;;Entretien chaudière',
    ].join('\n');
    const body = (await importCsv(company, content)).json();
    expect(body).toMatchObject({ imported: 1, invalid: 1 });
    expect(body.report).toEqual([
      { line: 4, status: 'invalid', reason: 'Le code postal doit contenir 5 chiffres' },
    ]);
    const [row] = await clientsOf(company.id);
    expect(row?.adresse).toBe('Bâtiment B; 2e étage\n12 rue "Haute"');
  });

  it('ignores empty lines and rows of empty cells, keeping line numbers right', async () => {
    const company = await businessCompany();
    const content = [HEADER, '', GOOD_ROWS[0], ';;;;;;', '', 'X;;;;;;'].join('\n') + '\n\n';
    const body = (await importCsv(company, content)).json();
    expect(body).toMatchObject({ imported: 1, invalid: 1, rows: 2 });
    expect(body.report[0].line).toBe(6);
  });

  it('keeps quotes inside unquoted fields, and reports a never-closed quote as malformed', async () => {
    const company = await businessCompany();
    const content = [
      HEADER,
      'Dupont;Jean;;0611111111;12 rue "Haute" bis;75002;Entretien chaudière',
      GOOD_ROWS[1],
      'Bad;"jamais fermé;;0633333333;1 rue;75001;Entretien chaudière',
      'Perdu;Paul;;0644444444;1 rue;75001;Entretien chaudière',
    ].join('\n');
    const response = await importCsv(company, content);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ imported: 2, invalid: 1 });
    expect(response.json().report[0].reason).toMatch(/^CSV mal formé à la ligne \d+$/);
    const rows = await clientsOf(company.id);
    expect(rows.find((row) => row.name === 'Dupont')?.adresse).toBe('12 rue "Haute" bis');
  });

  it('refuses a header without the required columns, naming them, and imports nothing', async () => {
    const company = await businessCompany();
    const response = await importCsv(company, 'nom;prenom;email\nDupont;Jean;jean@example.fr\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      `${MESSAGES.imports.missingColumnsPrefix}telephone, adresse, code_postal, operation`,
    );
    expect(await clientsOf(company.id)).toHaveLength(0);
  });

  it('refuses a 0-byte file and a header-only file as empty', async () => {
    const company = await businessCompany();
    const empty = await importCsv(company, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(MESSAGES.imports.emptyFile);
    const headerOnly = await importCsv(company, `${HEADER}\n`);
    expect(headerOnly.statusCode).toBe(200);
    expect(headerOnly.json()).toMatchObject({ imported: 0, rows: 0 });
  });

  it('refuses a multipart upload without boundary, or with a broken one, with 400 and nothing imported', async () => {
    const company = await businessCompany();
    for (const contentType of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/client/upload-csv',
        payload: `--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n${HEADER}\r\n--x--`,
        headers: { cookie: company.cookie, 'content-type': contentType },
      });
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json().error).toBe(MESSAGES.request.invalidMultipart);
    }
    const truncated = await app.inject({
      method: 'POST',
      url: '/client/upload-csv',
      payload: `--abc\r\nContent-Disposition: form-data; name="campagne_name"\r\n\r\nPrintemps`,
      headers: { cookie: company.cookie, 'content-type': 'multipart/form-data; boundary=abc' },
    });
    expect(truncated.statusCode).toBe(400);
    expect(await clientsOf(company.id)).toHaveLength(0);
  });

  it('refuses binary content (a PNG or a zip renamed .csv)', async () => {
    const company = await businessCompany();
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const response = await importCsv(company, png);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(MESSAGES.imports.notCsvContent);
    const zip = Buffer.concat([Buffer.from('504b0304140000000800', 'hex'), Buffer.alloc(100)]);
    expect((await importCsv(company, zip)).json().error).toBe(MESSAGES.imports.notCsvContent);
  });

  it('refuses text that is not a client CSV with the missing columns', async () => {
    const company = await businessCompany();
    const response = await importCsv(company, 'Bonjour,\nceci est une lettre.\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(MESSAGES.imports.missingColumnsPrefix);
  });

  it('refuses a file above the size limit with a French error before reading it', async () => {
    const company = await businessCompany();
    const response = await app.inject({
      method: 'POST',
      url: '/client/upload-csv',
      payload: 'x',
      headers: {
        cookie: company.cookie,
        'content-type': 'multipart/form-data; boundary=abc',
        'content-length': String(60 * 1024 * 1024),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(`${MESSAGES.imports.fileTooLargePrefix}50 Mo`);
  });

  it('refuses a file above the row limit with a French error and imports none of it', async () => {
    const company = await businessCompany();
    const content = [HEADER, ...GOOD_ROWS, 'Trois;;;0633333333;1 rue;75001;Entretien chaudière'].join('\n');
    await expect(
      importClientsCsv({
        db: app.db,
        companyId: company.id,
        campagne: 'Limite',
        file: Readable.from([Buffer.from(content)]),
        maxRows: 2,
      }),
    ).rejects.toThrow('Le fichier dépasse le nombre maximal de lignes : 2');
    expect(await clientsOf(company.id)).toHaveLength(0);
  });

  it("refuses a file that would take the company beyond its plan's client limit, and imports none of it", async () => {
    const company = await businessCompany();
    const limit = PLANS.business.limits.clients;
    await fillClients(app, company.id, limit - 1);
    const response = await importCsv(company, [HEADER, ...GOOD_ROWS].join('\n'));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(MESSAGES.imports.clientLimitExceeded(limit, limit - 1));
    expect(await app.db.$count(clients, eq(clients.companyId, company.id))).toBe(limit - 1);
    // One row fits exactly; an existing client updated does not count.
    const fits = await importCsv(company, [HEADER, GOOD_ROWS[0]!, GOOD_ROWS[0]!].join('\n'));
    expect(fits.statusCode, fits.body).toBe(200);
    expect(await app.db.$count(clients, eq(clients.companyId, company.id))).toBe(limit);
  });

  it('invites only the imported clients, of the importing company', async () => {
    const company = await businessCompany();
    const other = await businessCompany();
    await buildClient(app, company.id, { name: 'Saisi', telephone: '0655555555' });
    const otherClient = await buildClient(app, other.id, {
      name: 'Dupont',
      email: 'jean.dupont@example.fr',
      telephone: '0611111111',
    });
    await importCsv(company, [HEADER, ...GOOD_ROWS].join('\n'));
    const rows = await clientsOf(company.id);
    expect(rows.map((row) => [row.name, row.invitationDueAt !== null])).toEqual([
      ['Bernard', true],
      ['Dupont', true],
      ['Saisi', false],
    ]);
    const listed = await app.inject({
      method: 'POST',
      url: '/client/get-all',
      headers: { cookie: company.cookie },
      payload: { name: 'dupont' },
    });
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        name: 'Dupont',
        invitation_due_at: rows.find((row) => row.name === 'Dupont')!.invitationDueAt!.toISOString(),
      }),
    ]);
    const [untouched] = await clientsOf(other.id);
    expect(untouched).toMatchObject({ id: otherClient.id, campagne: null, invitationDueAt: null });
  });
});

describe('imported addresses', () => {
  it('take the coordinates of their postal code and commune', async () => {
    const company = await businessCompany();
    const response = await importCsv(
      company,
      [HEADER, ...GOOD_ROWS, 'Inconnu;;;0633333333;1 rue X;00000;Entretien chaudière'].join('\n'),
    );
    expect(response.statusCode).toBe(200);
    const rows = await clientsOf(company.id);
    const paris = rows.find((row) => row.name === 'Dupont')!;
    const lyon = rows.find((row) => row.name === 'Bernard')!;
    expect(paris.latitude).toBeCloseTo(48.87, 1);
    expect(paris.longitude).toBeCloseTo(2.34, 1);
    expect(lyon.latitude).toBeCloseTo(45.76, 1);
    expect(rows.find((row) => row.name === 'Inconnu')?.latitude).toBeNull();
  });

  it('are refused when their postal code is not the commune they name', async () => {
    const company = await businessCompany();
    const response = await importCsv(
      company,
      [HEADER, 'Lyonnais;;;0644444444;3 place Bellecour, 75001 Lyon;75001;Entretien chaudière'].join('\n'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      imported: 0,
      invalid: 1,
      report: [{ line: 2, status: 'invalid', reason: MESSAGES.geo.postalCodeNotInCommune('75001', 'Lyon') }],
    });
    expect(await clientsOf(company.id)).toEqual([]);
  });
});
