import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { normalisePhoneNumber } from '@tourneo/domain';
import { createTestApp } from '../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

class Rollback extends Error {}

describe('migrations 0008 and 0012: phone numbers in E.164', () => {
  it('rewrites the common French forms as the domain stores them and leaves the others alone', async () => {
    const migrations = await Promise.all(
      ['0008_phone_numbers_e164.sql', '0012_overseas_phone_numbers.sql'].map((file) =>
        readFile(new URL(`./migrations/${file}`, import.meta.url), 'utf8'),
      ),
    );
    const written = [
      '06 12 34 56 78',
      '06.12.34.56.78',
      '0612345678',
      '06-12-34-56-78',
      '+33 6 12 34 56 78',
      '+33 (0)6 12 34 56 78',
      '0033 6 12 34 56 78',
      '01 42 60 30 30',
      '+33142603030',
      'appelez le bureau',
      '12345',
      '+44 20 7946 0958',
      '06 12 34 56 7',
      '0690 12 34 56',
      '+33 6 96 12 34 56',
      '0262 20 12 34',
      '06 39 12 34 56',
      '05.08.41.12.34',
    ];
    let rewritten: { before: string; after: string }[] = [];
    // On copies of the two tables in one transaction, rolled back: other tests' rows are not touched.
    await app.db
      .transaction(async (tx) => {
        for (const table of ['clients', 'partners']) {
          await tx.execute(sql.raw(`create temporary table "copy_${table}" (before text, "telephone" text)`));
          for (const phone of written) {
            await tx.execute(sql`insert into ${sql.identifier(`copy_${table}`)} values (${phone}, ${phone})`);
          }
        }
        for (const statement of migrations
          .join('--> statement-breakpoint')
          .split('--> statement-breakpoint')) {
          await tx.execute(sql.raw(statement.replace(/"(clients|partners)"/g, '"copy_$1"')));
        }
        // Both drivers (node-postgres, PGlite) answer raw statements with `{ rows }`.
        const rowsOf = async (table: string) => {
          const result: unknown = await tx.execute(
            sql.raw(`select before, "telephone" as after from "copy_${table}" order by before`),
          );
          return (result as { rows: { before: string; after: string }[] }).rows;
        };
        const clients = await rowsOf('clients');
        expect(await rowsOf('partners')).toEqual(clients);
        rewritten = clients;
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) {
          throw error;
        }
      });
    expect(rewritten).toHaveLength(written.length);
    for (const { before, after } of rewritten) {
      // A number the domain reads as French is stored as the domain stores it; the rest is kept.
      expect(after, before).toBe(normalisePhoneNumber(before) ?? before);
    }
  });
});
