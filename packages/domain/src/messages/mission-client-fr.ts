/**
 * The client of a mission made in the calendar (beyond the spec: the spec's mission popup takes
 * the client as free text); `MESSAGES.missionClient` is this.
 */
export const MISSION_CLIENT_MESSAGES = {
  /** The search-as-you-type field of the creation popup. */
  label: 'Nom du client',
  placeholder: 'Nom du client : choisissez-le ou créez-le',
  description: 'Tapez au moins deux lettres pour chercher dans le fichier clients.',
  searchTooShort: 'Tapez au moins deux caractères pour chercher un client',
  searching: 'Recherche des clients en cours',
  noMatch: 'Aucun client de ce nom : il sera créé avec le rendez-vous.',
  searchError: 'Impossible de chercher dans le fichier clients',
  /** Shown under the field once a client of the file is chosen. */
  chosen: (telephone: string) => `Client du fichier${telephone ? ` · ${telephone}` : ''}`,
  /** Shown under the field while the typed name is a new client. */
  creating: 'Nouveau client : il sera ajouté au fichier clients avec ce rendez-vous.',
  telephoneLabel: 'Téléphone du client',
  /** The form sends neither a client of the file nor a new one. */
  clientRequired: 'Choisissez un client du fichier ou indiquez son téléphone pour le créer',
  /** Both a client of the file and a new client were sent. */
  clientChoiceConflict: 'Choisissez un client du fichier ou créez-en un, pas les deux',
  clientNotFound: 'Client introuvable',
} as const;
