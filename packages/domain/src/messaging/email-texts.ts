import { MESSAGES } from '../messages/fr.ts';
import { unknownBracedVariables } from '../operations/sms.ts';

/** Every message the platform sends a client. */
export type MessageKind =
  | 'invitation'
  | 'confirmation'
  | 'reminder_d7'
  | 'reminder_d1'
  | 'reschedule'
  | 'cancellation'
  | 'en_route'
  // Automatisations avancées (issue 28): a freed slot offered, a booking reminder, the report.
  | 'express_slot'
  | 'booking_reminder'
  | 'session_report'
  | 'satisfaction';

export const MESSAGE_KINDS = [
  'invitation',
  'confirmation',
  'reminder_d7',
  'reminder_d1',
  'reschedule',
  'cancellation',
  'en_route',
  'express_slot',
  'booking_reminder',
  'session_report',
  'satisfaction',
] as const satisfies readonly MessageKind[];

/** The kinds whose e-mail an operation may word itself (the others always use the defaults). */
export type EditableEmailKind = 'invitation' | 'confirmation';
export const EDITABLE_EMAIL_KINDS = [
  'invitation',
  'confirmation',
] as const satisfies readonly EditableEmailKind[];

/** What a message says, already formatted (plain text: the renderers escape what they must). */
export interface MessageValues {
  prenom: string;
  nom: string;
  operation: string;
  /** The full link: booking page for an invitation, appointment page otherwise. */
  lien: string;
  /** The company's name. */
  entreprise: string;
  /** 'mardi 24 novembre 2026' (formatAppointmentDate); '' when none (an invitation). */
  date: string;
  /** '9h00' (slotToLabel); '' when none. */
  heure: string;
  /** The appointment's address; '' when none. */
  adresse: string;
  /** How to reach the company, e.g. 'contact@acme.fr · 01 23 45 67 89'; '' when none. */
  contact: string;
  /** en_route only: the estimated arrival, '14h25'. */
  arrivee?: string;
}

/** An e-mail's subject and body, as templates with `{variables}`. */
export interface EmailTexts {
  subject: string;
  body: string;
}

/** The variables an operation's e-mail texts may use. */
export const EMAIL_VARIABLES: readonly string[] = [
  '{prenom}',
  '{nom}',
  '{operation}',
  '{lien}',
  '{entreprise}',
  '{date}',
  '{heure}',
  '{adresse}',
];

/** What each variable becomes, for the editor's list. */
export const EMAIL_VARIABLE_DESCRIPTIONS: Record<string, string> = {
  '{prenom}': 'prénom du client',
  '{nom}': 'nom du client',
  '{operation}': "nom de l'opération",
  '{lien}': 'lien du client (prise de rendez-vous, puis page du rendez-vous)',
  '{entreprise}': 'nom de votre entreprise',
  '{date}': 'date du rendez-vous',
  '{heure}': 'heure du rendez-vous',
  '{adresse}': "adresse de l'intervention",
};

/** The variables that have no value before the appointment is booked (so not in an invitation). */
export const APPOINTMENT_VARIABLES: readonly string[] = ['{date}', '{heure}', '{adresse}'];

/** The variables each editable e-mail may use: an invitation has no appointment yet. */
export const EMAIL_VARIABLES_BY_KIND: Record<EditableEmailKind, readonly string[]> = {
  invitation: EMAIL_VARIABLES.filter((variable) => !APPOINTMENT_VARIABLES.includes(variable)),
  confirmation: EMAIL_VARIABLES,
};

export const EMAIL_SUBJECT_MAX_LENGTH = 150;
export const EMAIL_BODY_MAX_LENGTH = 5000;

const SIGNATURE = "Bien cordialement,\nL'équipe {entreprise}";
const APPOINTMENT_SUMMARY = 'Intervention : {operation}\nDate : {date}\nHeure : {heure}\nAdresse : {adresse}';

/**
 * The e-mails every company sends unless its operation words its own. Paragraphs are separated
 * by a blank line; `{lien}` alone in its paragraph becomes a button in the HTML e-mail.
 */
export const DEFAULT_EMAIL_TEXTS: Record<MessageKind, EmailTexts> = {
  invitation: {
    subject: 'Votre rendez-vous {operation} : choisissez la date qui vous convient',
    body: [
      'Bonjour {prenom} {nom},',
      'Nous devons intervenir chez vous pour : {operation}. Afin de fixer un rendez-vous qui vous ' +
        'arrange, nous vous invitons à choisir vous-même votre créneau parmi ceux que nous vous ' +
        'proposons. Cela ne prend que quelques instants :',
      '{lien}',
      'Ce lien vous est personnel. Il vous permettra aussi de retrouver votre rendez-vous une fois ' +
        'celui-ci choisi.',
      'Nous vous remercions par avance et restons à votre disposition.',
      SIGNATURE,
    ].join('\n\n'),
  },
  confirmation: {
    subject: 'Rendez-vous confirmé : {operation} le {date} à {heure}',
    body: [
      'Bonjour {prenom} {nom},',
      'Nous vous confirmons votre rendez-vous. En voici le récapitulatif :',
      APPOINTMENT_SUMMARY,
      "Ce rendez-vous est joint à cet e-mail pour que vous puissiez l'ajouter à votre agenda. Vous " +
        'pouvez aussi le consulter à tout moment sur sa page :',
      '{lien}',
      "Merci de vous assurer que notre technicien pourra accéder au lieu d'intervention à l'heure " +
        'prévue.',
      SIGNATURE,
    ].join('\n\n'),
  },
  reminder_d7: {
    subject: 'Rappel : votre rendez-vous {operation} le {date} à {heure}',
    body: [
      'Bonjour {prenom} {nom},',
      'Votre rendez-vous approche : nous intervenons chez vous dans une semaine.',
      APPOINTMENT_SUMMARY,
      'Retrouvez le détail de votre rendez-vous sur sa page :',
      '{lien}',
      "Un empêchement ? Prévenez-nous dès que possible afin que nous convenions ensemble d'une autre " +
        'date.',
      SIGNATURE,
    ].join('\n\n'),
  },
  reminder_d1: {
    subject: 'Rappel : votre rendez-vous {operation} demain à {heure}',
    body: [
      'Bonjour {prenom} {nom},',
      'Nous vous rappelons votre rendez-vous de demain :',
      APPOINTMENT_SUMMARY,
      'Retrouvez le détail de votre rendez-vous sur sa page :',
      '{lien}',
      "Merci de vous assurer que notre technicien pourra accéder au lieu d'intervention. En cas " +
        "d'empêchement, prévenez-nous au plus vite.",
      SIGNATURE,
    ].join('\n\n'),
  },
  reschedule: {
    subject: 'Votre rendez-vous {operation} est déplacé au {date} à {heure}',
    body: [
      'Bonjour {prenom} {nom},',
      'Votre rendez-vous a été déplacé. Voici le nouvel horaire :',
      APPOINTMENT_SUMMARY,
      'Retrouvez votre rendez-vous à jour sur sa page :',
      '{lien}',
      "Si ce nouvel horaire ne vous convient pas, n'hésitez pas à nous contacter.",
      SIGNATURE,
    ].join('\n\n'),
  },
  cancellation: {
    subject: 'Votre rendez-vous {operation} du {date} est annulé',
    body: [
      'Bonjour {prenom} {nom},',
      'Votre rendez-vous {operation} du {date} à {heure} est annulé. Nous vous prions de nous excuser ' +
        'pour ce contretemps.',
      'Pour choisir un nouveau rendez-vous, il vous suffit de suivre ce lien :',
      '{lien}',
      SIGNATURE,
    ].join('\n\n'),
  },
  en_route: {
    subject: 'Votre technicien est en route : arrivée vers {arrivee}',
    body: [
      'Bonjour {prenom} {nom},',
      'Notre technicien est en route pour votre rendez-vous {operation} et devrait arriver vers ' +
        '{arrivee}.',
      'Adresse : {adresse}',
      'Suivez votre rendez-vous sur sa page :',
      '{lien}',
      "À tout de suite,\nL'équipe {entreprise}",
    ].join('\n\n'),
  },
  express_slot: {
    subject: 'Un créneau vient de se libérer : {operation} le {date} à {heure}',
    body: [
      'Bonjour {prenom} {nom},',
      'Un rendez-vous vient de se libérer près de chez vous pour : {operation}, le {date} à {heure}.',
      'Il est proposé à quelques clients en attente : le premier qui l’accepte l’obtient.',
      '{lien}',
      "S'il est déjà pris, votre lien de réservation reste valable pour choisir un autre créneau.",
      SIGNATURE,
    ].join('\n\n'),
  },
  booking_reminder: {
    subject: 'Rappel : choisissez votre rendez-vous {operation}',
    body: [
      'Bonjour {prenom} {nom},',
      "Vous n'avez pas encore choisi votre rendez-vous pour : {operation}. Il ne vous faut que " +
        'quelques instants :',
      '{lien}',
      'Sans réponse de votre part, nous vous appellerons pour convenir ensemble d’une date.',
      SIGNATURE,
    ].join('\n\n'),
  },
  session_report: {
    subject: "Votre rapport d'intervention : {operation} du {date}",
    body: [
      'Bonjour {prenom} {nom},',
      'Notre intervention {operation} du {date} est terminée. Vous trouverez son rapport en pièce ' +
        'jointe (PDF).',
      'Votre rendez-vous reste consultable sur sa page :',
      '{lien}',
      'Merci de votre confiance.',
      SIGNATURE,
    ].join('\n\n'),
  },
  satisfaction: {
    subject: 'Votre avis sur notre intervention {operation} du {date}',
    body: [
      'Bonjour {prenom} {nom},',
      'Notre intervention {operation} du {date} est terminée. Êtes-vous satisfait ? Donnez-nous ' +
        'une note de 1 à 5 : une seule question, quelques secondes.',
      '{lien}',
      'Merci de votre confiance.',
      SIGNATURE,
    ].join('\n\n'),
  },
};

/**
 * The 'En route' e-mail of a mission that has no client record (made in the calendar with an
 * e-mail only): no booking page to follow, so the default text without its link paragraphs.
 */
export const EN_ROUTE_EMAIL_BODY_WITHOUT_LINK = DEFAULT_EMAIL_TEXTS.en_route.body
  .split('\n\n')
  .filter((paragraph) => paragraph !== '{lien}' && !paragraph.startsWith('Suivez votre rendez-vous'))
  .join('\n\n');

/** A rule an operation's e-mail texts break, and which of the two fields breaks it. */
export interface EmailTextsIssue {
  field: keyof EmailTexts;
  message: string;
}

/**
 * The first rule an operation's e-mail texts break, with its field, or null when they are valid:
 * subject not blank, on one line, at most 150 characters; body not blank, at most 5,000
 * characters; no unknown variable (misspelt words named back, anything else as `{…}`); an
 * invitation uses no appointment variable (it has no appointment yet) and holds `{lien}`.
 */
export function findEmailTextsIssue(kind: EditableEmailKind, texts: EmailTexts): EmailTextsIssue | null {
  const m = MESSAGES.operations;
  const subject = texts.subject.trim();
  const body = texts.body.trim();
  if (subject === '') {
    return { field: 'subject', message: m.emailSubjectEmpty };
  }
  if (/[\r\n]/.test(subject)) {
    return { field: 'subject', message: m.emailSubjectLineBreak };
  }
  if (subject.length > EMAIL_SUBJECT_MAX_LENGTH) {
    return { field: 'subject', message: m.emailSubjectTooLong };
  }
  if (body === '') {
    return { field: 'body', message: m.emailBodyEmpty };
  }
  if (body.length > EMAIL_BODY_MAX_LENGTH) {
    return { field: 'body', message: m.emailBodyTooLong };
  }
  const both = `${subject}\n${body}`;
  // The field named is the first that holds the fault: the subject when it does.
  const fieldOf = (isInSubject: boolean): keyof EmailTexts => (isInSubject ? 'subject' : 'body');
  const unknown = unknownBracedVariables(both, EMAIL_VARIABLES);
  if (unknown.length > 0) {
    return {
      field: fieldOf(unknownBracedVariables(subject, EMAIL_VARIABLES).length > 0),
      message: `${m.emailUnknownVariables}${unknown.join(', ')}`,
    };
  }
  if (kind === 'invitation') {
    const unavailable = APPOINTMENT_VARIABLES.filter((variable) => both.includes(variable));
    if (unavailable.length > 0) {
      return {
        field: fieldOf(unavailable.some((variable) => subject.includes(variable))),
        message: `${m.emailInvitationDateVariables}${unavailable.join(', ')}`,
      };
    }
    if (!body.includes('{lien}')) {
      return { field: 'body', message: m.emailInvitationLinkRequired };
    }
  }
  return null;
}

/** The French message of the first rule an operation's e-mail texts break, or null. */
export function findEmailTextsError(kind: EditableEmailKind, texts: EmailTexts): string | null {
  return findEmailTextsIssue(kind, texts)?.message ?? null;
}
