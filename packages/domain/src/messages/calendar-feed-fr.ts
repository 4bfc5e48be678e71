/**
 * An agent's calendar feed (issue 27): the secret iCalendar address of the agent's sessions that
 * Google Agenda, Outlook and Apple Calendrier subscribe to. `MESSAGES.calendarFeed` is this; the
 * agent app imports it alone (its bundle does not take the whole catalogue).
 */
export const CALENDAR_FEED_MESSAGES = {
  /** The back office, on the agent's card. */
  open: 'Lien d’agenda',
  openLabel: (agentName: string) => `Lien d’agenda de ${agentName}`,
  dialogTitle: 'Lien d’agenda de l’agent',
  dialogIntro:
    'Avec ce lien secret, l’agent voit ses interventions dans son propre agenda (Google Agenda, Outlook, Apple Calendrier), mis à jour automatiquement. Ne le partagez qu’avec lui.',
  /** The agent app's screen. */
  title: 'Mon planning dans mon agenda',
  intro:
    'Abonnez votre agenda (Google Agenda, Outlook, Apple Calendrier) à ce lien secret : vos interventions y apparaissent et se mettent à jour toutes seules, les annulations comprises.',
  linkLabel: 'Lien d’abonnement (secret)',
  loading: 'Chargement du lien...',
  loadError: 'Le lien d’agenda n’a pas pu être chargé. Veuillez réessayer.',
  retry: 'Réessayer',
  copy: 'Copier le lien',
  copied: 'Lien copié',
  copyFailed: 'La copie a échoué : sélectionnez le lien et copiez-le.',
  subscribe: 'S’abonner sur ce téléphone',
  howTo: 'Comment l’ajouter',
  google:
    'Google Agenda (sur ordinateur) : « Autres agendas », « + », « À partir de l’URL », collez le lien puis « Ajouter un agenda ».',
  outlook:
    'Outlook : « Ajouter un calendrier », « S’abonner à partir du web », collez le lien puis « Importer ».',
  apple:
    'Apple Calendrier (iPhone) : touchez « S’abonner sur ce téléphone », ou Réglages, Calendrier, Comptes, « Ajouter un compte », « Autre », « Ajouter un calendrier avec abonnement ».',
  regenerate: 'Générer un nouveau lien',
  regenerateTitle: 'Générer un nouveau lien ?',
  regenerateText:
    'L’ancien lien cessera aussitôt de fonctionner : les agendas abonnés avec lui ne seront plus mis à jour. Il faudra s’abonner de nouveau avec le nouveau lien.',
  regenerateConfirm: 'Générer un nouveau lien',
  cancel: 'Annuler',
  regenerated: 'Nouveau lien d’agenda créé. L’ancien ne fonctionne plus.',
  ready: 'Lien d’agenda prêt',
  back: 'Retour au planning',
  /** What the feed says of itself and of its events. */
  calendarName: (agentName: string, companyName: string) => `${agentName} – ${companyName}`,
  eventSummary: (operationName: string | null, clientName: string) =>
    operationName ? `${operationName} – ${clientName}` : `Intervention – ${clientName}`,
  unknownFeed: 'Lien d’agenda inconnu ou remplacé',
} as const;
