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
  forms: {
    nameRequired: 'Le nom du formulaire est requis',
    fieldsRequired: 'Ajouter au moins une question à votre formulaire',
    fieldIncomplete: 'Chaque question doit avoir un nom et un libellé',
    fieldNameNotUnique: 'Le nom du champ doit être unique',
    fieldTypeInvalid: 'Type de question invalide',
    optionIncomplete: 'Chaque option doit avoir une valeur et un libellé',
    optionsRequired: 'Ajouter au moins une option à cette question',
    tooManyOptions: 'Une question ne peut pas avoir plus de 50 options',
    tooManyFields: 'Un formulaire ne peut pas avoir plus de 100 questions',
    descriptionTooLong: 'La description ne peut pas dépasser 2000 caractères',
    idRequired: 'Identifiant du formulaire invalide',
    duplicateName: 'Un formulaire avec ce nom existe déjà. Veuillez choisir un autre nom.',
    notFound: 'Formulaire introuvable',
    usedByOperations: 'Ce formulaire est utilisé par des opérations et ne peut pas être supprimé.',
    limitReached: (limit: number) =>
      `Votre plan permet ${limit} formulaires au plus. Passez au plan supérieur pour en créer davantage.`,
    serverBusy: 'Le serveur est temporairement occupé. Veuillez réessayer dans quelques secondes.',
    created: 'Formulaire créé avec succès',
    updated: 'Formulaire modifié avec succès',
    deleted: (detachedRdv: number) =>
      detachedRdv === 0
        ? 'Formulaire supprimé avec succès'
        : `Formulaire supprimé avec succès. ${detachedRdv} rendez-vous conservent leurs réponses.`,
    deleteConfirm: (name: string) => `Supprimer le formulaire « ${name} » ?`,
    alreadyDeleted: 'Ce formulaire a déjà été supprimé',
    empty: 'Aucun formulaire pour le moment',
  },
  partners: {
    nameRequired: 'Le nom du partenaire est requis',
    emailRequired: "L'email est requis",
    emailInvalid: "L'email n'est pas valide",
    phoneRequired: 'Le téléphone est requis',
    smtpServerRequired: 'Le serveur SMTP est requis',
    smtpServerInvalid: "Le serveur SMTP doit être un nom d'hôte ou une adresse IP",
    smtpPortRequired: 'Le port SMTP est requis',
    smtpPortInvalid: 'Le port SMTP doit être un nombre entre 1 et 65535',
    secureInvalid: 'Le mode sécurisé doit être vrai ou faux',
    passwordRequired: 'Le mot de passe du mail est requis',
    idRequired: 'Identifiant du partenaire invalide',
    created: 'Partenaire ajouté avec succès',
    updated: 'Partenaire modifié avec succès',
    deleted: 'Partenaire supprimé avec succès',
    deleteConfirm: (name: string) => `Supprimer le partenaire « ${name} » ?`,
    empty: 'Aucun partenaire pour le moment',
    connectionOk: 'Connexion SMTP réussie : le serveur a accepté les identifiants.',
    connectionAuthFailed:
      'Authentification refusée par le serveur SMTP : identifiant ou mot de passe incorrect.',
    connectionRefused: 'Connexion refusée : aucun serveur SMTP ne répond à cette adresse et ce port.',
    connectionHostNotFound: 'Serveur SMTP introuvable : vérifiez son adresse.',
    connectionTimeout: "Le serveur SMTP n'a pas répondu à temps.",
    connectionTls: 'Échec de la négociation TLS : vérifiez le port et l’option « Connexion sécurisée ».',
    connectionFailed: 'Échec de la connexion SMTP.',
    serverAnswer: (response: string) => `Réponse du serveur : ${response}`,
  },
  geo: {
    queryRequired: 'Saisissez au moins 2 caractères',
    queryTooLong: 'La recherche ne peut pas dépasser 200 caractères',
    noSuggestion: 'Aucune adresse trouvée',
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
