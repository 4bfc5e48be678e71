/**
 * Reopening a completed appointment and the report's versions (issue 39); `MESSAGES.reopen` is
 * this. None is quoted by the spec: ours, in the back office's words.
 */
export const REOPEN_MESSAGES = {
  /** The 409 of a reopening without a reason, and the dialog's empty field. */
  reasonRequired: 'Indiquez le motif de la réouverture.',
  reasonTooShort: (min: number) => `Le motif de la réouverture doit compter au moins ${min} caractères.`,
  reasonTooLong: (max: number) => `Le motif de la réouverture ne peut pas dépasser ${max} caractères.`,
  /** The 409 of a door other than the back office (the agent app, the booking link, the public API). */
  forbidden: 'Seul le back office peut rouvrir un rendez-vous réalisé.',
  dialogTitle: 'Rouvrir le rendez-vous réalisé ?',
  dialogText:
    'Ce rendez-vous est réalisé. Son rapport est conservé tel quel ; une nouvelle réalisation en créera une nouvelle version.',
  reasonLabel: 'Motif de la réouverture',
  reasonHelp:
    'Conservé avec le rapport et affiché dans le journal d’audit ; effacé avec les données du client (3 à 500 caractères).',
  confirm: 'Rouvrir',
  cancel: 'Annuler',
  /** The session's status field of the mission popup. */
  statusLabel: 'Statut de la session',
} as const;

/** The report's versions: the reports screen, the PDF, the API's refusals. */
export const REPORT_VERSION_MESSAGES = {
  /** The PDF's line under its title, and the reports screen's: which version it shows. */
  versionLine: (version: number, total: number, completedOn: string) =>
    `Rapport version ${version} sur ${total} — réalisé le ${completedOn}`,
  by: (name: string) => `par ${name}`,
  /** Under the line, when the version shown is not the first. */
  earlierKept: (version: number) =>
    version === 2 ? 'La version 1 est conservée.' : `Les versions 1 à ${version - 1} sont conservées.`,
  /** Under the line, when the version shown is not the last. */
  laterExists: (total: number) => `Une version plus récente existe (version ${total}).`,
  listTitle: 'Versions du rapport',
  listItem: (version: number, completedOn: string) => `Version ${version} — réalisée le ${completedOn}`,
  pdfOfVersion: (version: number) => `PDF de la version ${version}`,
  versionInvalid: 'Numéro de version invalide',
  versionNotFound: 'Version du rapport introuvable',
  fileNotFound: 'Fichier introuvable dans cette version du rapport',
  /** Who completed it when no name is known: the company's own login. */
  owner: 'le compte de la société',
} as const;
