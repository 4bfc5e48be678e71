import { formatAppointmentDate } from '@tourneo/domain/messaging/appointment-date';
import { imageValueBase64 } from '@tourneo/domain/reports/answer-value';
import { formatParisInstant } from '@tourneo/domain/time/paris-wall-clock';
import { slotToLabel } from '@tourneo/domain/time-slots/slot-clock';

/** French words of the report. None of them is quoted by the spec. */
export const REPORT_TEXTS = {
  title: "Rapport d'intervention",
  generatedOn: 'Document généré le',
  client: 'Client',
  intervention: 'Intervention',
  form: 'Formulaire',
  photos: 'Photos de la mission',
  signature: 'Signature du client',
  comments: 'Commentaires',
  name: 'Nom',
  address: 'Adresse',
  apartment: 'Appartement',
  phone: 'Téléphone',
  email: 'E-mail',
  date: 'Date',
  dates: 'Dates',
  agent: 'Agent assigné',
  agents: 'Agents assignés',
  lead: "chef d'équipe",
  operation: 'Opération',
  status: 'Statut',
  empty: '—',
  noAnswer: 'Aucune réponse au formulaire',
  noPhoto: 'Aucune photo',
  noSignature: 'Aucune signature',
  unreadableImage: 'Image illisible',
  yes: 'Oui',
  no: 'Non',
  page: (number: number, count: number) => `Page ${number} / ${count}`,
  /** At the foot of a company's reports without the white label (issue 28). */
  poweredBy: 'propulsé par Tournéo',
} as const;

/** Longest text written for one answer, the comments or a label: a hostile 10 MB answer stays a few pages. */
export const MAX_TEXT_CHARACTERS = 20_000;
/** Longest answer label, and longest one-line text (the company's name). */
export const MAX_LABEL_CHARACTERS = 500;
export const MAX_LINE_CHARACTERS = 1_000;

/** '2026-11-24' → 'mardi 24 novembre 2026', '2026-12-01' → 'mardi 1er décembre 2026'; other text as it is. */
export function frenchLongDate(date: string): string {
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`));
  return isDay ? formatAppointmentDate(date) : date;
}

function slotLabel(slot: number): string | null {
  return Number.isInteger(slot) && slot >= 0 && slot <= 24 * 4 ? slotToLabel(slot) : null;
}

/** 'mardi 24 novembre 2026, 9h00 – 11h00'. */
export function frenchSessionLine(session: { date: string; beginning: number; ending: number }): string {
  const beginning = slotLabel(session.beginning);
  const ending = slotLabel(session.ending);
  const day = frenchLongDate(session.date);
  return beginning && ending ? `${day}, ${beginning} – ${ending}` : day;
}

/** '24 novembre 2026 à 10h05', Paris time. */
export function frenchInstant(instant: Date): string {
  return Number.isNaN(instant.getTime()) ? '' : formatParisInstant(instant, "d MMMM yyyy 'à' H'h'mm");
}

/** The answer's text: a checkbox's list or yes/no in words, the rest as typed. */
export function answerText(type: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (
        Array.isArray(parsed) &&
        parsed.every((item) => ['string', 'number', 'boolean'].includes(typeof item))
      ) {
        return parsed.map(String).join(', ');
      }
    } catch {
      // Not a list: shown as typed.
    }
  }
  if (type === 'checkbox' && (trimmed === 'true' || trimmed === 'false')) {
    return trimmed === 'true' ? REPORT_TEXTS.yes : REPORT_TEXTS.no;
  }
  return value;
}

/** The image answer's bytes from a data URL or bare base64 value (empty when not base64: 'Image illisible'). */
export function imageFromValue(value: string): Buffer {
  const base64 = imageValueBase64(value);
  return base64 === null ? Buffer.alloc(0) : Buffer.from(base64, 'base64');
}
