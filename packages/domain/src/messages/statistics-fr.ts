/**
 * The Statistiques screen's messages (issue 23); `MESSAGES.statistics` is this. Those the spec
 * quotes (spec 2 §8 "Payments, billing, statistics") are verbatim; the others are ours.
 */
export const STATISTICS_MESSAGES = {
  /** Spec 2 §8, verbatim. */
  loaded: 'Statistiques chargées avec succès',
  /** Spec 2 §8, verbatim: a network failure. */
  connectionError: 'Erreur de connexion au serveur. Vérifiez que le serveur est démarré.',
  /** Spec 2 §8, verbatim: followed by the server's message. */
  errorPrefix: 'Erreur: ',
  /** Spec 2 §8, verbatim: the travel popup's failure. */
  travelLoadError: 'Erreur lors du chargement des détails',
  yearInvalid: 'Année invalide',
  monthInvalid: 'Mois invalide (1 à 12)',
  agentIdInvalid: "Identifiant d'agent invalide",
  agentNotFound: 'Agent introuvable',
} as const;
