/**
 * The calendar's colours of a mission: a background derived from a hash of its operation's name
 * (the same operation always looks the same, in every planner's browser), green when the mission
 * is completed. Backgrounds are pale (lightness 86 %) under dark text, which keeps a contrast
 * above 7:1 whatever the hue.
 */
export interface MissionColours {
  background: string;
  border: string;
  text: string;
}

export const COMPLETED_COLOURS: MissionColours = {
  background: 'hsl(130 55% 82%)',
  border: 'hsl(130 55% 30%)',
  text: '#1a1b1e',
};
/** Hues kept away from the completed green, so that a colour never says "completed" by chance. */
const GREEN_HUES = { from: 95, to: 165 } as const;
const FREE_HUES = 360 - (GREEN_HUES.to - GREEN_HUES.from);

/** A 32-bit FNV-1a hash of the text (stable, fast, well spread for short names). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The hue (0-359, outside the greens) of an operation name. */
export function operationHue(operationName: string): number {
  const hue = hashText(operationName.trim().toLowerCase()) % FREE_HUES;
  return hue < GREEN_HUES.from ? hue : hue + (GREEN_HUES.to - GREEN_HUES.from);
}

/** The colours of a mission of that operation (none: grey), green when `isCompleted`. */
export function missionColours(
  operationName: string | null | undefined,
  isCompleted: boolean,
): MissionColours {
  if (isCompleted) {
    return COMPLETED_COLOURS;
  }
  if (!operationName) {
    return { background: 'hsl(220 10% 88%)', border: 'hsl(220 10% 40%)', text: '#1a1b1e' };
  }
  const hue = operationHue(operationName);
  return { background: `hsl(${hue} 70% 86%)`, border: `hsl(${hue} 60% 35%)`, text: '#1a1b1e' };
}
