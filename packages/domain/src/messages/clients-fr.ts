/**
 * The clients list's scheduling filter and the CSV import's outcome, in their own module so the
 * big catalogue does not grow. `MESSAGES.clientList` and `MESSAGES.importOutcome` are these.
 */

const COUNT_FORMAT = new Intl.NumberFormat('fr-FR');
const count = (value: number, singular: string, plural: string) =>
  `${COUNT_FORMAT.format(value)} ${value === 1 ? singular : plural}`;

export const CLIENT_LIST_MESSAGES = {
  schedulingLabel: 'Afficher',
  toSchedule: 'À planifier',
  /** Handed off by the booking reminder rule (Automatisations avancées): a planner calls them. */
  toCall: 'À appeler',
  toCallBadge: 'À appeler',
  toCallHint:
    'Relancés sans réponse par l’automatisation « Relance et passage en semi-automatique » : appelez-les pour convenir d’un rendez-vous.',
  scheduled: 'Planifiés',
  all: 'Tous',
  /** The badge of a client that has an appointment (booked by take-charge or by its link). */
  scheduledBadge: 'Planifié',
  /** Why scheduled clients show while 'À planifier' is chosen. */
  nameSearchIncludesScheduled:
    'La recherche par nom ou prénom porte sur tous les clients : les clients déjà planifiés portent le badge « Planifié ».',
  schedulingInvalid:
    'Le filtre de planification doit valoir « a-planifier », « a-appeler », « planifies » ou « tous »',
} as const;

export const IMPORT_OUTCOME_MESSAGES = {
  /** No row imported nor updated: the refused lines are in the report. */
  nothingImported: (refused: number) =>
    refused === 0
      ? "Aucun client n'a été importé : le fichier ne contient aucune ligne de client."
      : `Aucun client n'a été importé : ${count(refused, 'ligne refusée', 'lignes refusées')}. Les motifs sont dans le rapport ci-dessous.`,
  /** Some rows imported or updated, others refused. */
  partlyImported: (added: number, updated: number, refused: number) =>
    `${count(added, 'client ajouté', 'clients ajoutés')}${updated > 0 ? `, ${count(updated, 'mis à jour', 'mis à jour')}` : ''} et ${count(refused, 'ligne refusée', 'lignes refusées')} (motifs dans le rapport ci-dessous). Les clients importés recevront des mails dès demain`,
  reasonsTitle: 'Motifs',
} as const;
