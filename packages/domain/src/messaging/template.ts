/**
 * Message templates: text with `{variables}`, filled in one pass (a value that itself holds
 * `{lien}` is never filled again). Shared by the e-mail and SMS renderers.
 */

/** Every value a message can carry, as `{name}` in a template. */
export const MESSAGE_VALUE_NAMES = [
  'prenom',
  'nom',
  'operation',
  'lien',
  'entreprise',
  'date',
  'heure',
  'adresse',
  'contact',
  'arrivee',
] as const;
export type MessageValueName = (typeof MESSAGE_VALUE_NAMES)[number];
export type FilledValues = Record<MessageValueName, string>;

export type TemplateSegment = { kind: 'text'; text: string } | { kind: 'variable'; name: MessageValueName };

const VARIABLE = new RegExp(`\\{(${MESSAGE_VALUE_NAMES.join('|')})\\}`, 'g');

/** The template cut into literal text and variables, in order; unknown braces stay text. */
export function splitTemplate(template: string): TemplateSegment[] {
  const segments: TemplateSegment[] = [];
  let position = 0;
  for (const match of template.matchAll(VARIABLE)) {
    if (match.index > position) {
      segments.push({ kind: 'text', text: template.slice(position, match.index) });
    }
    segments.push({ kind: 'variable', name: match[1] as MessageValueName });
    position = match.index + match[0].length;
  }
  if (position < template.length) {
    segments.push({ kind: 'text', text: template.slice(position) });
  }
  return segments;
}

/** The template with every variable replaced by its value. */
export function fillTemplate(template: string, values: FilledValues): string {
  return template.replace(VARIABLE, (_match, name: MessageValueName) => values[name]);
}

/** Windows and old Mac line ends read as `\n`. */
export function normalizeLineEnds(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}
