import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { toSearchText } from '@tourneo/domain';
import { createTestApp } from '../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** Every printable character of ASCII, Latin-1 and Latin Extended-A, one text each. */
const CHARACTERS = [
  ...Array.from({ length: 0x7f - 0x20 }, (_unused, index) => 0x20 + index),
  ...Array.from({ length: 0x180 - 0xa0 }, (_unused, index) => 0xa0 + index),
].map((code) => String.fromCodePoint(code));

const NAMES = [
  'AUBIGNÉ',
  'Zoë Lefèvre',
  'Éloïse Dupré-Œuvray',
  "L'Haÿ-les-Roses",
  'Françoise Müller-Núñez',
  'Ærø Łódź Đakovo Ştefan Čapek Dvořák Østergård Şahin Ğ',
  'CHÂTEAU-THIERRY, ÎLE-DE-FRANCE',
];

// The search folds in SQL (`search_text`, migration 0016, a translate() table: PGlite has no
// unaccent) and in the domain (`toSearchText`): they must fold the same letters the same way.
describe('search_text (SQL) folds as toSearchText (domain)', () => {
  it('on every letter of Latin-1 and Latin Extended-A, in both cases, and on French names', async () => {
    const texts = [...CHARACTERS, ...NAMES];
    // Both drivers (node-postgres, PGlite) answer raw statements with `{ rows }`.
    const result: unknown = await app.db.execute(
      sql`select search_text(value) as folded from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) with ordinality as item(value, position) order by position`,
    );
    const { rows } = result as { rows: { folded: string }[] };
    expect(rows.map((row) => row.folded)).toEqual(texts.map(toSearchText));
    // Not both the identity: the names do lose their accents.
    expect(rows.at(-1)?.folded).toBe('chateau-thierry, ile-de-france');
  });
});
