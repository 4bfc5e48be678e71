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
  settings: {
    invalidId: 'Identifiant invalide',
  },
  agents: {
    empty: 'Aucun agent disponible',
    created: 'Agent créé avec succès',
    createError: "Erreur lors de la création de l'agent",
    updated: 'Agent modifié avec succès',
    updateError: "Erreur lors de la modification de l'agent",
    deleted: 'Agent supprimé avec succès',
    deleteError: "Erreur lors de la suppression de l'agent",
    confirmDelete: 'Voulez-vous vraiment supprimer cet agent ?',
    loadError: 'Impossible de charger la liste des agents',
    nameRequired: "Le nom de l'agent est obligatoire",
    nameTooLong: 'Le nom ne peut pas dépasser 100 caractères',
    postalCodeRequired: 'Le code postal est obligatoire',
    postalCodeInvalid: 'Le code postal doit contenir 5 chiffres',
    adresseRequired: "L'adresse est obligatoire",
    adresseTooLong: "L'adresse ne peut pas dépasser 300 caractères",
    passwordRequired: 'Le mot de passe est obligatoire',
    passwordTooLong: 'Le mot de passe ne peut pas dépasser 200 caractères',
    passwordKeptHint: 'Laissez vide pour conserver le mot de passe actuel',
    invalidCoordinates: 'Coordonnées invalides',
    limitReached: (limit: number) =>
      `Votre plan est limité à ${limit} agents. Passez au plan supérieur pour en ajouter.`,
  },
  roles: {
    loadError: 'Erreur lors de la récupération des rôles',
    agentRolesLoadError: "Erreur lors de la récupération des rôles de l'agent",
    operationRolesLoadError: "Erreur lors de la récupération des rôles de l'opération",
    toggleError: 'Erreur lors de la modification des qualifications',
    alreadyAssigned: 'Qualification déjà attribuée',
    assigned: 'Qualification attribuée avec succès',
    removed: 'Qualification retirée avec succès',
    // The spec writes 'Qualification créée/modifiée avec succès': one message per action.
    created: 'Qualification créée avec succès',
    updated: 'Qualification modifiée avec succès',
    createError: 'Erreur lors de la création de la qualification',
    updateError: 'Erreur lors de la modification de la qualification',
    deleted: 'Qualification supprimée avec succès',
    deleteError: 'Erreur lors de la suppression de la qualification',
    confirmDelete: 'Voulez-vous vraiment supprimer cette qualification ?',
    availableLoadError: 'Impossible de charger les rôles disponibles',
    empty: 'Aucune qualification disponible',
    nameRequired: 'Le nom de la qualification est obligatoire',
    nameTooLong: 'Le nom ne peut pas dépasser 100 caractères',
    descriptionTooLong: 'La description ne peut pas dépasser 500 caractères',
    /** Why a deletion needs care: who loses the qualification. */
    deleteImpact: (agentCount: number, operationCount: number) => {
      const parts = [
        agentCount > 0 ? `attribuée à ${agentCount} agent${agentCount > 1 ? 's' : ''}` : null,
        operationCount > 0 ? `requise par ${operationCount} opération${operationCount > 1 ? 's' : ''}` : null,
      ].filter((part): part is string => part !== null);
      return parts.length === 0 ? '' : `Elle est ${parts.join(' et ')}, qui la perdront.`;
    },
  },
  operations: {
    empty: 'Aucune opération disponible',
    // The spec writes 'Opération créée/modifiée avec succès': one message per action.
    created: 'Opération créée avec succès',
    updated: 'Opération modifiée avec succès',
    createError: "Erreur lors de la création de l'opération",
    updateError: "Erreur lors de la modification de l'opération",
    deleted: 'Opération supprimée avec succès',
    deleteError: "Erreur lors de la suppression de l'opération",
    confirmDelete: 'Voulez-vous vraiment supprimer cette opération ?',
    smsUpdated: 'Message SMS mis à jour avec succès',
    smsUpdateError: 'Erreur lors de la mise à jour',
    loadError: 'Erreur de chargement des opérations',
    smsEmpty: 'Le message SMS ne peut pas être vide',
    smsMissingVariables: 'Variables obligatoires manquantes: ',
    smsTooLong: 'Le message ne peut pas dépasser 140 caractères',
    nameRequired: "Le nom de l'opération est obligatoire",
    nameTooLong: 'Le nom ne peut pas dépasser 100 caractères',
    durationInvalid: 'La durée doit être comprise entre 15 minutes et 120 heures',
    supportsTeamsInvalid: 'Le choix multi-agents est invalide',
    minTeamSizeInvalid: "La taille minimale de l'équipe doit être comprise entre 2 et 8",
    teamRequirementsInvalid: "Les besoins de l'équipe sont invalides",
    teamRequirementsTooMany: "Une opération ne peut pas avoir plus de 20 besoins d'équipe",
    teamRoleRequired: "Choisissez une qualification pour chaque besoin de l'équipe",
    teamRoleUnknown: "Une qualification des besoins de l'équipe n'existe pas",
    teamMinInvalid: "Le minimum d'agents doit être compris entre 1 et 8",
    teamMaxInvalid: "Le maximum d'agents doit être compris entre le minimum et 8",
    teamRequiredInvalid: 'Le caractère obligatoire du besoin est invalide',
    loadPercentageInvalid: 'La charge doit être comprise entre 1 et 100 %',
    priorityInvalid: 'La priorité est invalide',
    specialRequirementsTooLong: 'Les exigences particulières ne peuvent pas dépasser 500 caractères',
    formUnknown: "Le formulaire choisi n'existe pas",
    inUse: 'Impossible de supprimer cette opération : elle est encore utilisée.',
    inUseByClients: (clientCount: number) =>
      `Impossible de supprimer cette opération : elle est attribuée à ${clientCount} client${clientCount > 1 ? 's' : ''}. Changez d'abord leur opération.`,
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
