import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from './config.ts';
import { environmentSchema } from './config-schema.ts';

/*
 * Every environment variable the server reads is documented in the README's configuration table
 * and listed in `.env.example`, and both list nothing else. The server reads its environment in
 * config-schema.ts only; a read anywhere else in its code (`process.env.X`, `env.X`) is found too.
 */

const SERVER_SOURCE = path.join(REPOSITORY_ROOT, 'apps/server/src');

/** The server's source files, tests and test helpers aside. */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'test' || entry.name === 'migrations' ? [] : sourceFiles(full);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function variablesReadByCode(): string[] {
  const names = new Set<string>(Object.keys(environmentSchema.shape));
  for (const file of sourceFiles(SERVER_SOURCE)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\benv(?:\.|\[['"])([A-Z][A-Z0-9_]+)/g)) {
      names.add(match[1]!);
    }
  }
  return [...names].sort();
}

function readmeVariables(): string[] {
  const readme = readFileSync(path.join(REPOSITORY_ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'));
  const table = section.slice(0, section.indexOf('\n## '));
  return [...table.matchAll(/^\| `([A-Z][A-Z0-9_]+)` +\|/gm)].map((match) => match[1]!).sort();
}

function exampleVariables(): string[] {
  const example = readFileSync(path.join(REPOSITORY_ROOT, '.env.example'), 'utf8');
  return [...example.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!).sort();
}

describe('documented configuration', () => {
  it('finds the variables the code reads (the scan is not blind)', () => {
    const names = variablesReadByCode();
    expect(names).toContain('DATABASE_URL');
    expect(names).toContain('METRICS_TOKEN');
    expect(names.length).toBeGreaterThan(40);
  });

  it("the README's table documents every variable the code reads, and no other", () => {
    expect(readmeVariables()).toEqual(variablesReadByCode());
  });

  it('.env.example lists every variable the code reads, and no other', () => {
    expect(exampleVariables()).toEqual(variablesReadByCode());
  });
});
