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
  clients: {
    addSuccess: 'Client ajouté avec succès',
    addFailurePrefix: 'Erreur: ',
    addFailedFallback: 'Ajout échoué',
    nameAndAddressRequired: "Le nom et l'adresse sont obligatoires",
    postalCodeFiveDigits: 'Le code postal doit contenir 5 chiffres',
    nameRequired: 'Le nom est obligatoire',
    addressRequired: "L'adresse est obligatoire",
    telephoneRequired: 'Le téléphone est obligatoire',
    telephoneInvalid: "Le numéro de téléphone n'est pas valide",
    operationRequired: "L'opération est obligatoire",
    operationUnknown: "Cette opération n'existe pas",
    emailInvalid: "L'adresse e-mail n'est pas valide",
    tooLong: 'Ce champ est trop long',
    idRequired: 'Identifiant du client manquant',
    duplicate: 'Ce client existe déjà (même e-mail, ou même nom et même téléphone)',
    updateSuccess: 'Client modifié avec succès',
    updateError: 'Erreur lors de la modification du client',
    deleteSuccess: 'Client supprimé avec succès',
    deleteError: 'Erreur lors de la suppression du client',
    deleteConfirm: 'Voulez-vous vraiment supprimer ce client ?',
    listError: 'Erreur lors du chargement des clients',
    empty: 'Aucun client trouvé',
  },
  imports: {
    uploadFailurePrefix: "Erreur lors de l'upload du fichier: ",
    uploadFailedFallback: 'Upload failed',
    uploadSuccess:
      "Les données ont été ajoutées avec succès, elles sont maintenant disponibles dans l'onglet client. Les clients recevront des mails dès demain",
    filePrompt: 'Cliquez pour sélectionner un fichier CSV',
    campaignLabel: 'Nom de la campagne',
    campaignPlaceholder: 'Entrez le nom de la campagne',
    submit: 'Importer le CSV',
    campaignRequired: 'Le nom de la campagne est obligatoire',
    fileRequired: 'Veuillez sélectionner un fichier CSV',
    fileNotCsv: 'Le fichier doit être un fichier CSV (.csv)',
    emptyFile: 'Le fichier CSV est vide',
    notCsvContent: "Le contenu du fichier n'est pas un CSV lisible (fichier binaire ou mal formé)",
    missingColumnsPrefix: 'Colonnes obligatoires absentes de la ligne d’en-tête : ',
    fileTooLargePrefix: 'Le fichier dépasse la taille maximale de ',
    tooManyRowsPrefix: 'Le fichier dépasse le nombre maximal de lignes : ',
    malformedPrefix: 'CSV mal formé à la ligne ',
    duplicateOfLine: 'Doublon de la ligne ',
    operationUnknownPrefix: 'Opération inconnue : ',
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
