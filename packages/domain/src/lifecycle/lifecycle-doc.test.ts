import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATES } from './appointment.ts';

/** docs/LIFECYCLE.md is checked against the code: every state and every exported rule is in it. */
const folder = import.meta.dirname;
const doc = readFileSync(path.join(folder, '../../../../docs/LIFECYCLE.md'), 'utf8');

describe('docs/LIFECYCLE.md', () => {
  it('names every appointment state', () => {
    for (const state of APPOINTMENT_STATES) {
      expect(doc, state).toContain(`\`${state}\``);
    }
  });

  it('names every function and constant the lifecycle folder exports', () => {
    const names = readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) =>
        [...readFileSync(path.join(folder, file), 'utf8').matchAll(/^export (?:function|const) (\w+)/gm)].map(
          (match) => match[1]!,
        ),
      );
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
  });
});
