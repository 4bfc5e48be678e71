import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COMPLETED_COLOURS, missionColours, operationHue } from './operation-colour.ts';

describe('mission colours', () => {
  it('one operation name always has the same colour, whatever its case and spaces', () => {
    expect(missionColours('Nettoyage', false)).toEqual(missionColours(' nettoyage ', false));
    expect(missionColours('Nettoyage', false)).not.toEqual(missionColours('Plomberie', false));
  });

  it('a completed mission is green whatever its operation', () => {
    expect(missionColours('Nettoyage', true)).toEqual(COMPLETED_COLOURS);
    expect(missionColours(null, true)).toEqual(COMPLETED_COLOURS);
  });

  it('no operation hue is a green', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const hue = operationHue(name);
        expect(hue >= 0 && hue < 360).toBe(true);
        expect(hue >= 95 && hue < 165).toBe(false);
      }),
    );
  });
});
