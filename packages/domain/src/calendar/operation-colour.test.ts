import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COMPLETED_COLOURS,
  NO_OPERATION_COLOURS,
  OPERATION_PALETTE,
  assignOperationColours,
  missionColours,
  paletteIndexOf,
} from './operation-colour.ts';

/** The demo company's operations (apps/server/src/seed/demo.ts), in their order of creation. */
const DEMO_OPERATIONS = [
  { id: 1, name: 'Installation compteur' },
  { id: 2, name: 'Entretien chaudière' },
  { id: 3, name: 'Dépannage express' },
];

/** Distinct operation names with ids in creation order. */
const operationsArbitrary = (maxLength: number) =>
  fc
    .uniqueArray(fc.string({ minLength: 1, maxLength: 30 }), { minLength: 1, maxLength })
    .map((names) => names.map((name, index) => ({ id: index + 1, name })));

describe('mission colours', () => {
  it('one operation name always has the same colour, derived from the hash of the name as written', () => {
    expect(missionColours('Nettoyage', false)).toEqual(missionColours('Nettoyage', false));
    expect(missionColours('Nettoyage', false)).toBe(OPERATION_PALETTE[paletteIndexOf('Nettoyage')]);
  });

  it('a completed mission is green whatever its operation; no operation is grey', () => {
    expect(missionColours('Nettoyage', true)).toEqual(COMPLETED_COLOURS);
    expect(missionColours(null, true)).toEqual(COMPLETED_COLOURS);
    expect(missionColours(null, false)).toEqual(NO_OPERATION_COLOURS);
  });

  it('no palette colour is the completed green or the no-operation grey, and all differ', () => {
    const backgrounds = OPERATION_PALETTE.map((colours) => colours.background);
    expect(new Set(backgrounds).size).toBe(OPERATION_PALETTE.length);
    expect(backgrounds).not.toContain(COMPLETED_COLOURS.background);
    expect(backgrounds).not.toContain(NO_OPERATION_COLOURS.background);
    for (const background of backgrounds) {
      const hue = Number(/^hsl\((\d+),/.exec(background)![1]);
      expect(hue >= 95 && hue <= 165, background).toBe(false);
    }
  });

  it("the demo's three operations have three different colours", () => {
    const colours = assignOperationColours(DEMO_OPERATIONS);
    const backgrounds = DEMO_OPERATIONS.map(({ name }) => missionColours(name, false, colours).background);
    expect(new Set(backgrounds).size).toBe(3);
  });

  it("a company's operations (up to the palette's size) all have different colours", () => {
    fc.assert(
      fc.property(operationsArbitrary(OPERATION_PALETTE.length), (operations) => {
        const colours = assignOperationColours(operations);
        const backgrounds = operations.map(({ name }) => missionColours(name, false, colours).background);
        expect(new Set(backgrounds).size).toBe(operations.length);
      }),
    );
  });

  it('an operation keeps its hash colour unless an older one holds it', () => {
    fc.assert(
      fc.property(operationsArbitrary(8), (operations) => {
        const colours = assignOperationColours(operations);
        const [first] = operations;
        expect(colours.get(first!.name)).toBe(OPERATION_PALETTE[paletteIndexOf(first!.name)]);
      }),
    );
  });

  it('a new operation never changes the colour of an older one, whatever the order of the list', () => {
    fc.assert(
      fc.property(operationsArbitrary(30), fc.string({ minLength: 1 }), (operations, newName) => {
        fc.pre(!operations.some(({ name }) => name === newName));
        const before = assignOperationColours(operations);
        const after = assignOperationColours([
          { id: operations.length + 1, name: newName },
          ...[...operations].reverse(),
        ]);
        for (const { name } of operations) {
          expect(after.get(name)).toBe(before.get(name));
        }
      }),
    );
  });
});
