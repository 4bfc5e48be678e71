import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import {
  CLIENTS_CSV_HEADER,
  CSV_FIELDS,
  MESSAGES,
  MISSIONS_CSV_HEADER,
  fieldOfCsvHeader,
} from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildClient, fillClients } from '../../test/factories/clients.ts';
import { buildMission, buildSession } from '../../test/factories/missions.ts';
import { buildOperation } from '../../test/factories/operations.ts';
import { sendCsv } from '../../http/csv-download.ts';

const BOM = '\uFEFF';
let app: FastifyInstance;
let baseUrl: string;
/** What the endless export's source gave, and the promise that it was stopped. */
let markStopped: () => void = () => undefined;
const endless = { produced: 0, stopped: new Promise<void>((resolve) => (markStopped = resolve)) };

beforeAll(async () => {
  app = await createTestApp({}, (instance) => {
    // A source that never ends: only a streamed answer can send any of it, and only backpressure
    // keeps what it reads ahead bounded.
    instance.get('/test/endless.csv', async (_request, reply) =>
      sendCsv(reply, {
        filename: 'sans-fin.csv',
        header: ['n', 'texte'],
        records: (async function* () {
          try {
            for (;;) {
              endless.produced += 1;
              yield [endless.produced, 'une ligne de texte pour remplir le fichier'];
            }
          } finally {
            markStopped();
          }
        })(),
      }),
    );
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.close();
});

/** The file's lines as records (BOM, `;` and CRLF checked). */
function recordsOf(body: string): string[][] {
  expect(body.startsWith(BOM)).toBe(true);
  expect(body).toContain('\r\n');
  const records: string[][] = parse(body.slice(1), { delimiter: ';' });
  return records;
}

async function download(company: TestCompany, url: string) {
  const response = await call(app, 'GET', url, company);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  return { records: recordsOf(response.body), disposition: String(response.headers['content-disposition']) };
}

describe('CSV exports', () => {
  it('the clients: the import’s columns first, formulas neutralised, no other company’s client', async () => {
    const company = await buildCompany(app);
    const other = await buildCompany(app);
    const operation = await buildOperation(app, company.id, 'Entretien chaudière');
    await buildClient(app, company.id, {
      name: 'Durand',
      prenom: 'Élodie',
      email: 'elodie@example.fr',
      telephone: '+33 6 12 34 56 78',
      adresse: '3 rue des Lilas; bât. B',
      codePostal: '69003',
      operationId: operation.id,
      campagne: 'Printemps',
    });
    await buildClient(app, company.id, { name: '=HYPERLINK("https://example.com")', prenom: '@import' });
    await buildClient(app, other.id, { name: 'Client ailleurs' });

    const { records, disposition } = await download(company, '/clients/export.csv');
    expect(disposition).toMatch(/^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(records[0]).toEqual([...CLIENTS_CSV_HEADER]);
    // The header imports back: every column of the import is recognised.
    expect(records[0]!.slice(0, CSV_FIELDS.length).map(fieldOfCsvHeader)).toEqual([...CSV_FIELDS]);
    expect(records).toHaveLength(3);
    expect(records[1]!.slice(0, 8)).toEqual([
      'Durand',
      'Élodie',
      'elodie@example.fr',
      '+33 6 12 34 56 78',
      '3 rue des Lilas; bât. B',
      '69003',
      'Entretien chaudière',
      'Printemps',
    ]);
    expect(records[1]![8]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(records[2]![0]).toBe(`'=HYPERLINK("https://example.com")`);
    expect(records[2]![1]).toBe(`'@import`);
    expect(records.flat()).not.toContain('Client ailleurs');
  });

  it('the missions of a period: one line per session in time order, the lead first, in French', async () => {
    const company = await buildCompany(app);
    const lead = await buildAgent(app, company.id, { name: 'Zoé Lefèvre' });
    const helper = await buildAgent(app, company.id, { name: 'Ali Benali' });
    const operation = await buildOperation(app, company.id, 'Relevé');
    const mission = await buildMission(
      app,
      company.id,
      {
        clientName: 'Mme Petit',
        appartement: '2e gauche',
        operationId: operation.id,
        creationType: 'automatic',
      },
      { date: '2031-03-04', beginning: 4, ending: 8, agentIds: [lead.id, helper.id] },
    );
    await buildSession(app, company.id, {
      missionId: mission.id,
      date: '2031-03-03',
      beginning: 20,
      ending: 24,
      sessionStatus: 'cancelled',
      agentIds: [helper.id],
    });
    await buildSession(app, company.id, { date: '2031-04-01', agentIds: [lead.id] });

    const { records, disposition } = await download(
      company,
      '/missions/export.csv?from=2031-03-01&to=2031-03-31',
    );
    expect(disposition).toBe('attachment; filename="missions-2031-03-01-au-2031-03-31.csv"');
    expect(records[0]).toEqual([...MISSIONS_CSV_HEADER]);
    expect(records.slice(1)).toEqual([
      [
        String(mission.id),
        '2031-03-03',
        '13:00',
        '14:00',
        'Mme Petit',
        '1 rue de la Paix, 75002 Paris',
        '2e gauche',
        'Relevé',
        'Ali Benali',
        'Annulée',
        'En attente',
        'Lien de réservation',
      ],
      [
        String(mission.id),
        '2031-03-04',
        '09:00',
        '10:00',
        'Mme Petit',
        '1 rue de la Paix, 75002 Paris',
        '2e gauche',
        'Relevé',
        'Zoé Lefèvre, Ali Benali',
        'Planifiée',
        'En attente',
        'Lien de réservation',
      ],
    ]);
    // Without a period: every session.
    expect((await download(company, '/missions/export.csv')).records).toHaveLength(4);
  });

  it('a period half given, reversed or with a date that does not exist is refused in French', async () => {
    const company = await buildCompany(app);
    for (const [query, message] of [
      ['from=2031-03-01', MESSAGES.exports.periodIncomplete],
      ['from=2031-03-31&to=2031-03-01', MESSAGES.exports.periodOrder],
      ['from=2031-02-30&to=2031-03-01', MESSAGES.missions.dateInvalid],
    ] as const) {
      const response = await call(app, 'GET', `/missions/export.csv?${query}`, company);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toBe(message);
    }
  });

  // Once, on PostgreSQL (the same code runs on both; PGlite takes minutes to write the rows).
  it.runIf(process.env.TEST_DB === 'postgres')(
    '100,000 clients go out whole, read 1,000 at a time',
    async () => {
      const company = await buildCompany(app);
      await fillClients(app, company.id, 100_000);
      const response = await fetch(`${baseUrl}/clients/export.csv`, {
        headers: { cookie: company.cookie },
      });
      expect(response.status).toBe(200);
      let lines = 0;
      let tail = '';
      const decoder = new TextDecoder();
      for await (const chunk of response.body!) {
        const text = tail + decoder.decode(chunk, { stream: true });
        const parts = text.split('\r\n');
        tail = parts.pop()!;
        lines += parts.length;
      }
      // The header and 100,000 clients.
      expect(lines).toBe(100_001);
    },
  );

  it('the file streams with backpressure: a client that stops reading stops the source', async () => {
    const received = await new Promise<number>((resolve, reject) => {
      const request = get(`${baseUrl}/test/endless.csv`, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > 1_000_000) {
            // A megabyte received: the download is abandoned.
            request.destroy();
            resolve(bytes);
          }
        });
        response.on('error', () => undefined);
      });
      request.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)));
    });
    expect(received).toBeGreaterThan(1_000_000);
    await endless.stopped;
    // What was read beyond what was sent stayed within the streams' buffers (about 60 bytes a line).
    expect(endless.produced).toBeLessThan(200_000);
  });
});
