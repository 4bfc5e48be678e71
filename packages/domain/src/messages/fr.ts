/**
 * French messages quoted by the spec, used verbatim by the server and the web app.
 * Tests assert these values, so change them only when the spec changes.
 */
export const MESSAGES = {
  auth: {
    fillAllFields: 'Veuillez remplir tous les champs',
    loginSuccess: 'Connexion réussie',
    loginFailedFallback: 'Une erreur est survenue lors de la connexion. Veuillez réessayer.',
    invalidCredentials: 'Nom de société ou mot de passe incorrect',
    registerSuccess: 'Company registered successfully!',
    companyNameTaken: 'Ce nom de société est déjà utilisé. Veuillez en choisir un autre.',
    passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères',
    companyNameTooLong: 'Le nom de la société ne peut pas dépasser 100 caractères',
    tooManyAttempts: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
    sessionRequired: 'Non autorisé. Veuillez vous reconnecter',
    forbiddenOrigin: 'Requête refusée : origine non autorisée',
    loggedOut: 'Vous êtes déconnecté',
  },
  plans: {
    permissionsLoadError: 'Erreur lors du chargement des permissions',
    featureMissing: 'Cette fonctionnalité nécessite le plan Business ou Premium',
  },
  http: {
    400: 'Données invalides',
    401: 'Non autorisé. Veuillez vous reconnecter',
    403: 'Accès interdit',
    404: 'Ressource non trouvée',
    409: 'Conflit de données',
    422: 'Données non valides',
    429: 'Trop de requêtes. Veuillez patienter avant de réessayer.',
    500: 'Erreur serveur interne',
  },
  network: {
    connection: 'Erreur de connexion au serveur',
    network: 'Erreur réseau. Vérifiez votre connexion',
    unexpected: "Une erreur inattendue s'est produite",
  },
  contact: {
    missingFields: 'Merci de remplir nom, email et message.',
    success: 'Message envoyé. Nous vous répondons rapidement.',
    sendError: "Erreur d'envoi",
    sending: 'Envoi en cours...',
    submit: 'Envoyer le message',
    invalidEmail: "L'adresse e-mail n'est pas valide.",
    nameTooLong: 'Le nom ne peut pas dépasser 200 caractères.',
    emailTooLong: "L'adresse e-mail ne peut pas dépasser 320 caractères.",
    subjectTooLong: 'Le sujet ne peut pas dépasser 200 caractères.',
    messageTooLong: 'Le message ne peut pas dépasser 5000 caractères.',
    tooManyMessages: 'Trop de messages envoyés. Veuillez réessayer dans quelques minutes.',
  },
  common: {
    comingSoon: 'Cette page sera bientôt disponible.',
    loading: 'Chargement...',
  },
} as const;

/** The generic message for an HTTP status, as the spec's error catalogue lists it. */
export function messageForStatus(status: number, statusText = ''): string {
  const known = (MESSAGES.http as Record<number, string>)[status];
  return known ?? `Erreur: ${status} ${statusText}`.trim();
}
