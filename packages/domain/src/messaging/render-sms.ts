import { DEFAULT_SMS_MESSAGE, SMS_MAX_LENGTH, findSmsMessageError } from '../operations/sms.ts';
import type { MessageKind, MessageValues } from './email-texts.ts';
import { normalizeLineEnds, splitTemplate, type FilledValues, type MessageValueName } from './template.ts';

/**
 * The SMS of each kind. An invitation uses its operation's template when it has one; the others
 * are short fixed texts that name the company (an SMS sender is often a bare number).
 */
export const DEFAULT_SMS_TEXTS: Record<MessageKind, string> = {
  invitation: DEFAULT_SMS_MESSAGE,
  confirmation: '{entreprise} : RDV {operation} confirmé le {date} à {heure}. Détails : {lien}',
  reminder_d7: '{entreprise} : rappel, RDV {operation} le {date} à {heure}. Détails : {lien}',
  reminder_d1: '{entreprise} : rappel, RDV {operation} demain à {heure}. Détails : {lien}',
  reschedule: '{entreprise} : RDV {operation} déplacé au {date} à {heure}. Détails : {lien}',
  cancellation: '{entreprise} : RDV {operation} du {date} à {heure} annulé. Reprendre RDV : {lien}',
  en_route: '{entreprise} : votre technicien arrive vers {arrivee} pour le RDV {operation}. Suivi : {lien}',
  express_slot:
    '{entreprise} : un créneau s’est libéré le {date} à {heure}. Le premier qui accepte l’obtient : {lien}',
  booking_reminder: '{entreprise} : rappel, choisissez votre RDV {operation} : {lien}',
  session_report:
    '{entreprise} : intervention {operation} terminée, rapport envoyé par e-mail. Détails : {lien}',
  satisfaction: '{entreprise} : satisfait de notre intervention {operation} ? Votre note de 1 à 5 : {lien}',
};

/** What gives way, in order, when an SMS is too long: the operation, then the names, then the rest. */
const SHORTENING_ORDER: readonly MessageValueName[] = [
  'operation',
  'nom',
  'prenom',
  'entreprise',
  'adresse',
  'date',
  'heure',
  'arrivee',
  'contact',
];

const ELLIPSIS = '…';

/** The longest start of the text that holds in `max` UTF-16 units, never splitting a character. */
function headOf(text: string, max: number): string {
  let head = '';
  for (const character of text) {
    if (head.length + character.length > max) {
      break;
    }
    head += character;
  }
  return head;
}

/** The text in at most `max` units, ending with '…' when cut ('…' alone when nothing else fits). */
function shorten(text: string, max: number): string {
  if (text.length <= max) {
    return text;
  }
  if (max <= 1) {
    return text === '' ? '' : ELLIPSIS;
  }
  return `${headOf(text, max - 1).trimEnd()}${ELLIPSIS}`;
}

type SmsSegment = ReturnType<typeof splitTemplate>[number];

function render(segments: readonly SmsSegment[], values: FilledValues): string {
  return segments
    .map((segment) => (segment.kind === 'text' ? segment.text : values[segment.name]))
    .join('')
    .trim();
}

/** The message when even '…' for every value leaves it too long: the text is cut, never the link. */
function cutAroundLink(segments: readonly SmsSegment[], values: FilledValues, link: string): string {
  const first = segments.findIndex((segment) => segment.kind === 'variable' && segment.name === 'lien');
  const withoutLink = { ...values, lien: '' };
  const before = render(first === -1 ? segments : segments.slice(0, first), withoutLink);
  const after = first === -1 ? '' : render(segments.slice(first + 1), withoutLink);
  const budget = SMS_MAX_LENGTH - link.length;
  if (budget <= 0) {
    return link;
  }
  if (before.length + after.length <= budget) {
    return `${before}${link}${after}`;
  }
  if (before.length <= budget) {
    return `${before}${link}${shorten(after, budget - before.length)}`;
  }
  // A space keeps the link apart from the cut text, so that phones still see a link.
  return budget === 1 ? link : `${shorten(before, budget - 1)} ${link}`;
}

/**
 * The SMS of one kind for one client, at most 140 characters. An invitation uses the operation's
 * template (`operations.sms_message`, else DEFAULT_SMS_MESSAGE); other kinds their fixed text.
 * The full link is used when the message fits with it, else the short one; if still too long, the
 * operation is shortened with '…', then the names, then the other values; the link is never cut.
 * `lienCourt` must itself be short (a few dozen characters) for the message to stay readable.
 */
export function renderSms(
  kind: MessageKind,
  values: MessageValues & { lienCourt: string },
  template?: string | null,
): string {
  // A template that breaks the SMS rules (one stored before them) gives way to the default.
  const source =
    kind === 'invitation' &&
    template !== null &&
    template !== undefined &&
    findSmsMessageError(template) === null
      ? template
      : DEFAULT_SMS_TEXTS[kind];
  const segments = splitTemplate(normalizeLineEnds(source).trim());
  // An SMS is one flow of text: values never bring line breaks or runs of spaces.
  const clean = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const current: FilledValues = {
    prenom: clean(values.prenom),
    nom: clean(values.nom),
    operation: clean(values.operation),
    lien: clean(values.lien),
    entreprise: clean(values.entreprise),
    date: clean(values.date),
    heure: clean(values.heure),
    adresse: clean(values.adresse),
    contact: clean(values.contact),
    arrivee: clean(values.arrivee),
  };
  let message = render(segments, current);
  if (message.length <= SMS_MAX_LENGTH) {
    return message;
  }
  const short = clean(values.lienCourt);
  if (short !== '' && short.length < current.lien.length) {
    current.lien = short;
    message = render(segments, current);
  }
  for (const name of SHORTENING_ORDER) {
    if (message.length <= SMS_MAX_LENGTH) {
      return message;
    }
    const occurrences = segments.filter(
      (segment) => segment.kind === 'variable' && segment.name === name,
    ).length;
    if (occurrences > 0) {
      const excess = message.length - SMS_MAX_LENGTH;
      current[name] = shorten(current[name], current[name].length - Math.ceil(excess / occurrences));
      message = render(segments, current);
    }
  }
  return message.length <= SMS_MAX_LENGTH ? message : cutAroundLink(segments, current, current.lien);
}
