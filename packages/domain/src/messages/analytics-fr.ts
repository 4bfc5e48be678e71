/** Analytics Avancé's messages (issue 23; the spec names the page only): ours. `MESSAGES.analytics` is this. */
export const ANALYTICS_MESSAGES = {
  dateInvalid: 'Date invalide (format AAAA-MM-JJ)',
  periodInvalid: 'La date de fin doit être après la date de début',
  periodTooLong: 'La période ne peut dépasser 366 jours',
  agentIdInvalid: "Identifiant d'agent invalide",
  operationIdInvalid: "Identifiant d'opération invalide",
  loadError: 'Erreur lors du chargement des analyses',
} as const;
