import { describe, expect, it } from 'vitest';
import { AGENT_INVITATION_MESSAGES as m } from './invitations-fr.ts';

const link = `https://planning.exemple.fr/agent/invitation#${'a'.repeat(43)}`;

describe("the agent invitation's SMS", () => {
  it('names the company and carries the whole link in one SMS', () => {
    const text = m.smsText('Plomberie Dubois', link);
    expect(text).toBe(`Plomberie Dubois vous invite sur Tournéo : ${link}`);
    expect(text.length).toBeLessThanOrEqual(140);
  });

  it('cuts a long company name short, never the link', () => {
    const text = m.smsText('Société Lyonnaise de Maintenance Thermique et Frigorifique', link);
    expect(text.length).toBeLessThanOrEqual(140);
    expect(text.endsWith(link)).toBe(true);
    expect(text).toMatch(/^Société Lyonnaise.*… vous invite sur Tournéo : /);
  });
});
