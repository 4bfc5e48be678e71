/** The back office's 'Automatisations' screen, the answers of `/automations/...` and the log's lines. */
export const AUTOMATIONS_MESSAGES = {
  title: 'Automatisations',
  intro:
    'Des règles qui travaillent pour vous : chacune se met en pause d’un clic, et son journal montre ce qu’elle a fait.',
  rules: {
    express_slots: {
      label: 'Créneaux express',
      description:
        'Quand un rendez-vous est annulé, le créneau libéré est proposé aussitôt aux clients en attente les plus proches (qualification et trajet respectés). Le premier qui accepte l’obtient.',
    },
    booking_reminder: {
      label: 'Relance et passage en semi-automatique',
      description:
        'Un client qui n’a pas réservé quelques jours après son invitation reçoit une relance, puis, s’il ne réserve toujours pas, il est signalé à appeler dans la liste « À planifier ».',
    },
    session_report: {
      label: 'Rapport d’intervention au client',
      description:
        'Après une intervention terminée, le rapport PDF est envoyé une fois au client par e-mail.',
    },
    satisfaction_survey: {
      label: 'Question de satisfaction',
      description:
        'Après une intervention terminée, le client reçoit une question : « Êtes-vous satisfait de notre intervention ? », notée de 1 à 5. Les réponses apparaissent dans les statistiques.',
    },
  },
  enabled: 'Active',
  paused: 'En pause',
  switchLabel: (label: string) => `Activer la règle « ${label} »`,
  saved: 'Règle enregistrée',
  ruleInvalid: 'Règle d’automatisation inconnue',
  maxClientsInvalid: 'Le nombre de clients prévenus doit être un entier entre 1 et 20',
  reminderDaysInvalid: 'Le délai avant relance doit être un entier entre 1 et 30 jours',
  handOffDaysInvalid: 'Le délai avant appel doit être un entier entre 1 et 30 jours',
  maxClients: 'Clients prévenus par créneau libéré',
  reminderDays: 'Relance après (jours sans réservation)',
  handOffDays: 'À appeler après la relance (jours)',
  save: 'Enregistrer',
  log: 'Journal',
  logEmpty: 'Aucune action pour le moment.',
  logLoadError: 'Impossible de charger le journal des automatisations.',
  loadError: 'Impossible de charger les automatisations.',
  logFilter: 'Règle',
  allRules: 'Toutes les règles',
  actions: {
    offered: 'Créneau libéré proposé',
    accepted: 'Créneau express accepté',
    no_candidate: 'Aucun client en attente pour ce créneau',
    reminded: 'Relance envoyée',
    handed_off: 'À appeler (semi-automatique)',
    report_sent: 'Rapport envoyé au client',
    survey_sent: 'Question de satisfaction envoyée',
    survey_answered: 'Réponse de satisfaction reçue',
  },
  /** The booking page opened from an express message. */
  expressTitle: 'Un créneau vient de se libérer pour vous',
  expressHelp:
    'Il a été proposé à quelques clients proches : le premier qui l’accepte l’obtient. Sa date et son heure sont dans le message reçu.',
  expressAccept: 'Accepter le créneau libéré',
  /** The public answer of `/automations/express-slot/accept`. */
  expressAccepted: 'C’est réservé : ce créneau est à vous. Une confirmation vous est envoyée.',
  expressTaken:
    'Désolé, ce créneau vient d’être attribué à un autre client. Votre lien de réservation reste valable pour choisir un autre rendez-vous.',
  expressInvalid: 'Cette proposition de créneau n’existe pas ou a expiré.',
  expressAlreadyBooked: 'Vous avez déjà un rendez-vous : cette proposition n’est plus nécessaire.',
  offerRequired: 'Proposition de créneau manquante',
  /** The satisfaction question's public page and answers. */
  surveyTitle: 'Votre avis compte',
  surveyQuestion: 'Êtes-vous satisfait de notre intervention ?',
  surveyAbout: (operation: string, date: string) =>
    operation ? `Intervention « ${operation} » du ${date}` : `Intervention du ${date}`,
  surveyScale: 'De 1 (pas du tout satisfait) à 5 (très satisfait)',
  surveyScores: {
    1: 'Pas du tout satisfait',
    2: 'Peu satisfait',
    3: 'Moyennement satisfait',
    4: 'Satisfait',
    5: 'Très satisfait',
  } as Record<number, string>,
  surveyScoreLabel: (score: number, label: string) => `${score} sur 5 : ${label}`,
  surveySend: 'Envoyer ma réponse',
  surveyChoose: 'Choisissez une note de 1 à 5.',
  surveyLoading: 'Chargement de la question…',
  surveyThanks: 'Merci pour votre réponse !',
  surveyAnswered: (score: number) => `Votre note : ${score} sur 5. Elle a bien été enregistrée.`,
  surveyAlreadyAnswered: 'Vous avez déjà répondu à cette question : merci !',
  surveyInvalid: 'Cette question de satisfaction n’existe pas ou n’est plus disponible.',
  scoreInvalid: 'La note doit être un entier de 1 à 5',
  surveyDetail: (score: number) => `Note ${score}/5`,
} as const;
