/**
 * The calendar's colours of a mission (spec 1: "their colour derives from a hash of the operation
 * name, and is green when the status is 'completed'"). The hash of the name, exactly as written,
 * picks one of `OPERATION_PALETTE`'s colours, so the same operation looks the same in every
 * planner's browser. A hash alone gives two of a company's operations the same colour now and
 * then (with 26 colours, one company of five operations in three): given the company's
 * operations, each takes its hash's colour or, when an older operation holds it, the next free one
 * (open addressing), so that up to 26 operations all differ and a new operation never changes
 * the colour of an older one.
 *
 * Backgrounds are pale under dark text (contrast above 7:1, the web's tests measure it) and never
 * a green, which says "completed".
 */
export interface MissionColours {
  background: string;
  border: string;
  text: string;
}

const TEXT = '#1a1b1e';

export const COMPLETED_COLOURS: MissionColours = {
  background: 'hsl(130, 55%, 82%)',
  border: 'hsl(130, 55%, 30%)',
  text: TEXT,
};

/** A mission without an operation. */
export const NO_OPERATION_COLOURS: MissionColours = {
  background: 'hsl(220, 10%, 88%)',
  border: 'hsl(220, 10%, 40%)',
  text: TEXT,
};

/** Hues about 20 degrees apart, the greens (95-165) left out. */
const HUES = [0, 22, 42, 62, 80, 178, 198, 218, 240, 262, 285, 308, 332] as const;

/** Each hue pale, then deeper: 26 colours that an eye tells apart two by two. */
export const OPERATION_PALETTE: readonly MissionColours[] = [
  ...HUES.map((hue) => ({
    background: `hsl(${hue}, 80%, 88%)`,
    border: `hsl(${hue}, 60%, 35%)`,
    text: TEXT,
  })),
  ...HUES.map((hue) => ({
    background: `hsl(${hue}, 65%, 78%)`,
    border: `hsl(${hue}, 70%, 25%)`,
    text: TEXT,
  })),
];

/** A 32-bit FNV-1a hash of the text (stable, fast, well spread for short names). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The palette entry an operation's name hashes to (before any other operation is considered). */
export const paletteIndexOf = (operationName: string): number =>
  hashText(operationName) % OPERATION_PALETTE.length;

/** Each operation name's colours in the company. */
export type OperationColourMap = ReadonlyMap<string, MissionColours>;

/**
 * The colours of the company's operations: by age (id), each takes its name's hash colour, or
 * the next one no older operation holds. Past the palette's size, colours are shared again.
 */
export function assignOperationColours(
  operations: readonly { id: number; name: string }[],
): OperationColourMap {
  const size = OPERATION_PALETTE.length;
  const taken = new Set<number>();
  const colours = new Map<string, MissionColours>();
  for (const { name } of [...operations].sort((a, b) => a.id - b.id)) {
    if (colours.has(name)) {
      continue;
    }
    let index = paletteIndexOf(name);
    if (taken.size < size) {
      while (taken.has(index)) {
        index = (index + 1) % size;
      }
    }
    taken.add(index);
    colours.set(name, OPERATION_PALETTE[index]!);
  }
  return colours;
}

/**
 * The colours of a mission of that operation: green when `isCompleted`, grey without an
 * operation, else the company's colour of the operation (`operationColours`), or its hash's
 * while the company's operations are unknown.
 */
export function missionColours(
  operationName: string | null | undefined,
  isCompleted: boolean,
  operationColours?: OperationColourMap,
): MissionColours {
  if (isCompleted) {
    return COMPLETED_COLOURS;
  }
  if (!operationName) {
    return NO_OPERATION_COLOURS;
  }
  return operationColours?.get(operationName) ?? OPERATION_PALETTE[paletteIndexOf(operationName)]!;
}
