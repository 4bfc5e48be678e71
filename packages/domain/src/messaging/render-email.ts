import { DEFAULT_EMAIL_TEXTS, type EmailTexts, type MessageKind, type MessageValues } from './email-texts.ts';
import { formatAppointmentDate } from './appointment-date.ts';
import {
  fillTemplate,
  normalizeLineEnds,
  splitTemplate,
  type FilledValues,
  type TemplateSegment,
} from './template.ts';

/** An e-mail ready to send: one-line subject, plain-text and HTML bodies saying the same. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The sending company's brand (issue 28): with the white label, its logo above its name and its
 * colour as the card's top border; without it (`poweredBy`), 'propulsé par Tournéo' under the footer.
 */
export interface EmailBrand {
  /** An absolute http(s) address of the logo, or null. */
  logoUrl: string | null;
  colour: string;
  poweredBy: boolean;
}

/** An operation's own texts as stored: a missing, null or blank field takes the default. */
export type CustomEmailTexts = { subject?: string | null | undefined; body?: string | null | undefined };

/** The button that carries `{lien}` in the HTML e-mail. */
const LINK_BUTTON_LABELS: Record<MessageKind, string> = {
  invitation: 'Choisir mon rendez-vous',
  confirmation: 'Voir mon rendez-vous',
  reminder_d7: 'Voir mon rendez-vous',
  reminder_d1: 'Voir mon rendez-vous',
  reschedule: 'Voir mon rendez-vous',
  cancellation: 'Reprendre rendez-vous',
  en_route: 'Suivre mon rendez-vous',
  express_slot: 'Accepter ce créneau',
  booking_reminder: 'Choisir mon rendez-vous',
  session_report: 'Voir mon rendez-vous',
  satisfaction: 'Donner mon avis',
};

/** Added when a custom body leaves the link out: every e-mail with a link carries it. */
const LINK_INTRODUCTIONS: Record<MessageKind, string> = {
  invitation: 'Choisissez votre rendez-vous :',
  confirmation: 'Votre rendez-vous en ligne :',
  reminder_d7: 'Votre rendez-vous en ligne :',
  reminder_d1: 'Votre rendez-vous en ligne :',
  reschedule: 'Votre rendez-vous en ligne :',
  cancellation: 'Pour reprendre rendez-vous :',
  en_route: 'Votre rendez-vous en ligne :',
  express_slot: 'Pour accepter ce créneau :',
  booking_reminder: 'Choisissez votre rendez-vous :',
  session_report: 'Votre rendez-vous en ligne :',
  satisfaction: 'Pour donner votre avis :',
};

/** Sample values for previews: a client, a company and a booked appointment. */
export const EMAIL_SAMPLE_VALUES: MessageValues = {
  prenom: 'Marie',
  nom: 'Dupont',
  operation: 'Entretien chaudière',
  lien: 'https://tourneo.fr/?token=a1B2c3',
  entreprise: 'Votre entreprise',
  date: formatAppointmentDate('2026-11-24'),
  heure: '9h00',
  adresse: '12 rue de la Paix, 75002 Paris',
  contact: 'contact@exemple.fr · 01 23 45 67 89',
  arrivee: '9h10',
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** Only web links become clickable: never `javascript:`, `data:` or anything else. */
function isWebLink(link: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(link);
}

function chooseTemplate(custom: string | null | undefined, fallback: string): string {
  return custom === null || custom === undefined || custom.trim() === '' ? fallback : custom;
}

function filledValues(values: MessageValues): FilledValues {
  return {
    prenom: values.prenom,
    nom: values.nom,
    operation: values.operation,
    lien: values.lien,
    entreprise: values.entreprise,
    date: values.date,
    heure: values.heure,
    adresse: values.adresse,
    contact: values.contact,
    arrivee: values.arrivee ?? '',
  };
}

/** The contact line that ends every e-mail. */
function footerText(values: FilledValues): string {
  const sender = values.entreprise.trim() === '' ? 'votre prestataire' : values.entreprise.trim();
  const contact = values.contact.trim();
  return contact === ''
    ? `Vous recevez ce message de la part de ${sender}. Pour toute question, répondez simplement à cet e-mail.`
    : `Vous recevez ce message de la part de ${sender}. Pour toute question : ${contact}`;
}

const COLORS = {
  page: '#f1f3f5',
  card: '#ffffff',
  text: '#212529',
  muted: '#495057',
  // Blue with a contrast of 6.3:1 against white, for the link and the button's background.
  link: '#1864ab',
};

const PARAGRAPH_STYLE = 'margin:0 0 16px;';

function linkHtml(link: string): string {
  const escaped = escapeHtml(link);
  return `<a href="${escaped}" style="color:${COLORS.link};text-decoration:underline;word-break:break-all;">${escaped}</a>`;
}

function buttonHtml(link: string, label: string): string {
  const escaped = escapeHtml(link);
  return (
    `<p style="margin:24px 0;text-align:center;"><a href="${escaped}" style="display:inline-block;` +
    `background:${COLORS.link};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;` +
    `border-radius:6px;">${escapeHtml(label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;color:${COLORS.muted};">Si le bouton ne fonctionne pas, ` +
    `copiez ce lien dans votre navigateur :<br>${linkHtml(link)}</p>`
  );
}

function segmentHtml(segment: TemplateSegment, values: FilledValues): string {
  if (segment.kind === 'text') {
    return escapeHtml(segment.text).replace(/\n/g, '<br>');
  }
  const value = values[segment.name];
  return segment.name === 'lien' && isWebLink(value)
    ? linkHtml(value)
    : escapeHtml(value).replace(/\r?\n/g, '<br>');
}

/** One paragraph of the template; `{lien}` alone in its paragraph is the e-mail's button. */
function paragraphHtml(paragraph: string, values: FilledValues, kind: MessageKind): string {
  const segments = splitTemplate(paragraph).filter(
    (segment) => segment.kind === 'variable' || segment.text.trim() !== '',
  );
  const only = segments.length === 1 ? segments[0] : undefined;
  if (only?.kind === 'variable' && only.name === 'lien' && isWebLink(values.lien)) {
    return buttonHtml(values.lien, LINK_BUTTON_LABELS[kind]);
  }
  const content = splitTemplate(paragraph.trim())
    .map((segment) => segmentHtml(segment, values))
    .join('');
  return content.trim() === '' ? '' : `<p style="${PARAGRAPH_STYLE}">${content}</p>`;
}

function brandHtml(
  company: string,
  brand: EmailBrand | undefined,
): { logo: string; border: string; poweredBy: string } {
  const logo =
    brand?.logoUrl && isWebLink(brand.logoUrl)
      ? `<p style="margin:0 0 12px;"><img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(company.trim() || 'Logo')}" style="max-width:200px;max-height:80px;"></p>`
      : '';
  const border =
    brand && /^#[0-9a-fA-F]{6}$/.test(brand.colour) ? `border-top:4px solid ${brand.colour};` : '';
  const poweredBy = brand?.poweredBy
    ? `<p style="margin:8px 8px 0;font-size:12px;color:${COLORS.muted};">propulsé par Tournéo</p>`
    : '';
  return { logo, border, poweredBy };
}

function documentHtml(
  subject: string,
  company: string,
  paragraphs: string,
  footer: string,
  brand?: EmailBrand,
): string {
  const branded = brandHtml(company, brand);
  // The sender's name heads the message (a screen reader's way in, and the client's first cue).
  const heading =
    company.trim() === ''
      ? ''
      : `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;color:${COLORS.text};">${escapeHtml(company.trim())}</h1>`;
  return [
    '<!DOCTYPE html>',
    '<html lang="fr">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background:${COLORS.page};">`,
    `<div style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;` +
      `font-size:16px;line-height:1.5;color:${COLORS.text};">`,
    `<div style="background:${COLORS.card};border-radius:8px;padding:24px;${branded.border}">`,
    ...(branded.logo ? [branded.logo] : []),
    heading,
    paragraphs,
    '</div>',
    `<p style="margin:16px 8px 0;font-size:13px;color:${COLORS.muted};">${escapeHtml(footer)}</p>`,
    ...(branded.poweredBy ? [branded.poweredBy] : []),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * The e-mail of one kind for one client: the operation's own subject and body where it has them
 * (a missing or blank field takes the default), its variables replaced by `values`. The plain
 * text is the body then the contact line; the HTML is a small French document with inline
 * styles, every value escaped, blank-line paragraphs, and the link as a button. A body without
 * `{lien}` gets the link added at its end.
 */
export function renderEmail(
  kind: MessageKind,
  values: MessageValues,
  custom?: Partial<EmailTexts> | CustomEmailTexts | null,
  brand?: EmailBrand,
): RenderedEmail {
  const defaults = DEFAULT_EMAIL_TEXTS[kind];
  const filled = filledValues(values);
  const subjectTemplate = normalizeLineEnds(chooseTemplate(custom?.subject, defaults.subject));
  let bodyTemplate = normalizeLineEnds(chooseTemplate(custom?.body, defaults.body)).trim();
  if (filled.lien !== '' && !bodyTemplate.includes('{lien}')) {
    bodyTemplate = `${bodyTemplate}\n\n${LINK_INTRODUCTIONS[kind]}\n\n{lien}`;
  }
  // One line whatever the values hold: no header is ever split.
  const subject = fillTemplate(subjectTemplate, filled).replace(/\s+/g, ' ').trim();
  const footer = footerText(filled);
  const text = `${fillTemplate(bodyTemplate, filled)}\n\n-- \n${footer}\n${brand?.poweredBy ? 'propulsé par Tournéo\n' : ''}`;
  const paragraphs = bodyTemplate
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => paragraphHtml(paragraph, filled, kind))
    .filter((paragraph) => paragraph !== '')
    .join('\n');
  return { subject, text, html: documentHtml(subject, filled.entreprise, paragraphs, footer, brand) };
}
