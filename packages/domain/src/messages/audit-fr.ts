/** The audit log and the GDPR tools (issue 26, decision 0039). `MESSAGES.audit` is this. */
export const AUDIT_MESSAGES = {
  title: "Journal d'audit",
  verify: 'Vérifier la chaîne',
  chainIntact: 'Chaîne intacte',
  chainBroken: (seq: number) => `Chaîne rompue à l'entrée n° ${seq}`,
  empty: 'Aucune entrée pour ces critères',
  owner: 'Propriétaire',
  system: 'Système',
  removedPerson: (id: number) => `Personne supprimée (n° ${id})`,
  /** A reopened appointment's reason (issue 39), joined from its reopening beside the entry. */
  reopenReason: (reason: string) => `Motif : ${reason}`,
  /** The reason once the client's GDPR erasure emptied it: the entry itself never changes. */
  reopenReasonErased: 'Motif effacé (RGPD)',
  /** The reason gone with its appointment, deleted since. */
  reopenReasonDeleted: 'Motif supprimé avec le rendez-vous',
  actionInvalid: 'Action inconnue',
  personInvalid: 'Personne invalide',
  pageInvalid: 'Page invalide',
  periodOrder: 'La date de fin doit suivre la date de début',
} as const;

const ERASED = 'Les données personnelles du client ont été effacées';

/** GDPR: a client's data exported or erased, the files' retention (issue 26, decision 0039). */
export const GDPR_MESSAGES = {
  exportButton: 'Exporter les données (RGPD)',
  eraseButton: 'Effacer le client (RGPD)',
  eraseTitle: 'Effacer définitivement ce client ?',
  eraseWarning:
    'Toutes ses données personnelles, ses photos et ses signatures seront supprimées définitivement. Ses missions restent, anonymisées, pour les statistiques et les factures ; ses rendez-vous planifiés ou en cours sont annulés, sans message au client, sauf ceux déjà facturés. Cette action est irréversible.',
  eraseConfirmLabel: 'Tapez EFFACER pour confirmer',
  eraseConfirmWord: 'EFFACER',
  eraseConfirmMismatch: 'Tapez EFFACER pour confirmer',
  erased: ERASED,
  /**
   * The erasure's answer and toast (issue 39): with the open appointments it cancelled
   * (`isCancelledByErasure`), when there were some.
   */
  erasedWithCancellations: (cancelled: number) =>
    cancelled === 0
      ? ERASED
      : `${ERASED} ; ${cancelled} rendez-vous ${cancelled > 1 ? 'annulés' : 'annulé'}, sans message au client`,
  /** The name an erased client keeps (its missions' too), so that lists still show a row. */
  erasedName: 'Client effacé',
  /** The 409 of a change to an erased client (issue 39): its row stays only for the counts. */
  erasedClientLocked: 'Ce client a été effacé (RGPD) : il ne peut plus être modifié ni supprimé',
  /** An erased client's appointment in the calendar's popup, shown without its edit actions. */
  erasedAppointment:
    "Rendez-vous d'un client effacé (RGPD) : il reste pour les statistiques et les factures et ne peut plus être modifié.",
  notFound: 'Client introuvable',
  retentionLabel: 'Durée de conservation des photos et signatures',
  retentionHelp:
    'Nombre de jours après la fin d’une mission au-delà duquel ses photos et sa signature sont supprimées. Vide : conservées sans limite.',
  retentionInvalid: 'Indiquez un nombre de jours entre 1 et 3650, ou laissez vide',
  retentionSaved: 'Durée de conservation enregistrée',
} as const;
