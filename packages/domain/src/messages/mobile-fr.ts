/**
 * The agent app's messages (issue 14), in their own module beside the catalogue; `MESSAGES.mobile`
 * is this. Neither the spec nor the original app quotes them: they are ours.
 */
export const MOBILE_MESSAGES = {
  fillAllFields: 'Veuillez remplir le nom de la société, votre nom et votre mot de passe',
  invalidCredentials: 'Société, agent ou mot de passe incorrect',
  loginSuccess: 'Connexion réussie',
  loggedOut: 'Vous êtes déconnecté',
  sessionsRevoked: (count: number) =>
    count === 0
      ? "Cet agent n'avait aucune connexion ouverte"
      : `${count} connexion${count > 1 ? 's' : ''} de l'agent fermée${count > 1 ? 's' : ''}`,
  fromInvalid: 'Date de début invalide (format AAAA-MM-JJ)',
  daysInvalid: 'Le nombre de jours doit être entre 1 et 31',
  sessionStarted: 'Session démarrée',
  sessionAlreadyStarted: 'Cette session est déjà démarrée',
  /** `day`: the session's day as the messages say it, « mardi 15 décembre 2026 ». */
  startBeforeDay: (day: string) =>
    `Cette intervention est prévue le ${day} : elle ne peut pas être démarrée avant ce jour.`,
  startAfterDay: (day: string) =>
    `Cette intervention était prévue le ${day} : elle ne peut plus être démarrée ; le planning peut la reprogrammer.`,
  enRouteSent: (arrival: string | null) =>
    arrival ? `Le client est prévenu : arrivée vers ${arrival}.` : 'Le client est prévenu de votre arrivée.',
  enRouteAlreadySent: 'Le client a déjà été prévenu pour ce rendez-vous.',
  /** `day`: the session's day as the messages say it, « mercredi 11 mars ». */
  enRouteNotToday: (day: string) =>
    `« En route » prévient le client le jour même : cette intervention est prévue le ${day}.`,
  enRouteNoContact: "Ce client n'a ni adresse e-mail ni numéro de mobile : il ne peut pas être prévenu.",
  sessionCompleted: 'Session terminée',
  answersSaved: 'Réponses enregistrées',
  photoSaved: 'Photo enregistrée',
  photoDeleted: 'Photo supprimée',
  signatureSaved: 'Signature enregistrée',
  sessionAlreadyCompleted: 'Cette session est déjà terminée',
  sessionCancelled: 'Cette session est annulée',
  missionCompleted: 'Ce rendez-vous est terminé : son rapport ne peut plus être modifié',
  missionCancelled: 'Ce rendez-vous est annulé : son rapport ne peut plus être modifié',
  answersRequired: 'Veuillez envoyer au moins une réponse',
  tooManyAnswers: 'Trop de réponses dans un seul envoi',
  fieldIdInvalid: 'Identifiant de champ invalide',
  fieldNotInForm: "Ce champ ne fait pas partie du formulaire de l'opération",
  fieldIsUpload: (label: string) => `« ${label} » se remplit en envoyant un fichier`,
  fieldNotUpload: (label: string) => `« ${label} » n'accepte pas de fichier`,
  answerInvalid: (label: string, expected: string) => `Réponse invalide pour « ${label} » : ${expected}`,
  expected: {
    text: 'un texte est attendu',
    textTooLong: (max: number) => `${max} caractères au plus`,
    number: 'un nombre est attendu',
    date: 'une date AAAA-MM-JJ est attendue',
    time: 'une heure HH:MM est attendue',
    email: 'une adresse e-mail est attendue',
    phone: 'un numéro de téléphone est attendu',
    option: 'choisissez une des options proposées',
    options: 'choisissez parmi les options proposées',
    checkbox: 'cochez ou décochez la case',
  },
  /** `items`: what is missing, e.g. « le champ « Compteur » », « la signature du client ». */
  reportIncomplete: (items: readonly string[]) =>
    // `[items].flat()`: the safety net renders the catalogue with sample numbers.
    `Impossible de terminer, il manque : ${[items].flat().join(' ; ')}`,
  missingField: (label: string) => `le champ « ${label} »`,
  missingPhoto: (label: string) => `la photo « ${label} »`,
  missingFile: (label: string) => `le fichier « ${label} »`,
  missingSignature: 'la signature du client',
  fileRequired: 'Veuillez joindre un fichier',
  fileEmpty: 'Le fichier est vide',
  fileTooLarge: (megabytes: number) => `Fichier trop volumineux : ${megabytes} Mo au plus`,
  photoTypeInvalid: 'Seules les photos JPEG, PNG ou WebP sont acceptées',
  fileTypeInvalid: 'Seuls les fichiers JPEG, PNG, WebP ou PDF sont acceptés',
  signatureTypeInvalid: 'La signature doit être une image PNG',
  tooManyFiles: (max: number) => `Ce rendez-vous a déjà ${max} fichiers : supprimez-en avant d'en ajouter`,
  photoNotFound: 'Photo introuvable',
  imageDataInvalid: "Identifiant d'image invalide",
} as const;
