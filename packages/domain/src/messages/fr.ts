/**
 * French messages quoted by the spec, used verbatim by the server and the web app.
 * Tests assert these values, so change them only when the spec changes.
 * Where the spec quotes English text for the French interface ('Login failed', 'Company
 * registered successfully!', 'Register Company', 'Upload failed', 'New Appointment',
 * 'Location not specified'), its French equivalent stands here instead.
 */

import { BOOKING_PAGE_MESSAGES } from './booking-page-fr.ts';
import { deName } from './elision.ts';
import { NETWORK_MESSAGES } from './network-fr.ts';
import { COMPANY_PROFILE_MESSAGES } from './company-profile-fr.ts';
import { MOBILE_MESSAGES } from './mobile-fr.ts';
import { IDEMPOTENCY_MESSAGES } from './idempotency-fr.ts';
import { REPORTS_MESSAGES } from './reports-fr.ts';
import { PAYMENTS_MESSAGES } from './payments-fr.ts';
import { STATISTICS_MESSAGES } from './statistics-fr.ts';
import { ANALYTICS_MESSAGES } from './analytics-fr.ts';
import { BILLING_MESSAGES } from './billing-fr.ts';
import { PASSWORD_MESSAGES } from '../common/password-rules.ts';
import { AGENT_INVITATION_MESSAGES } from './invitations-fr.ts';
import { ONBOARDING_MESSAGES } from './onboarding-fr.ts';
import { MISSION_CLIENT_MESSAGES } from './mission-client-fr.ts';
import { CLIENT_LIST_MESSAGES, IMPORT_OUTCOME_MESSAGES } from './clients-fr.ts';
import { SUPPORT_MESSAGES } from './support-fr.ts';
import { BRANDING_MESSAGES } from './branding-fr.ts';
import { API_KEYS_MESSAGES } from './api-keys-fr.ts';
import { PEOPLE_MESSAGES } from './people-fr.ts';
import { AUDIT_MESSAGES, GDPR_MESSAGES } from './audit-fr.ts';
import { EXPORTS_MESSAGES } from './exports-fr.ts';
import { REOPEN_MESSAGES, REPORT_VERSION_MESSAGES } from './reopen-fr.ts';

const COUNT_FORMAT = new Intl.NumberFormat('fr-FR');

/** A count in French ("10 000", with the locale's narrow no-break space). */
export function formatCount(value: number): string {
  return COUNT_FORMAT.format(value);
}

function overrunText(current: number, max: number, singular: string, plural: string): string {
  const have = `vous avez ${formatCount(current)} ${current === 1 ? singular : plural}`;
  return max === 0
    ? `${have} et ce forfait n’en permet aucun`
    : `${have} et ce forfait en permet ${formatCount(max)}`;
}

/** Clients' and partners' phone numbers. */
const PHONE_INVALID = 'Numéro de téléphone français invalide (exemple : 06 12 34 56 78 ou +33 6 12 34 56 78)';

export const MESSAGES = {
  auth: {
    fillAllFields: 'Veuillez remplir tous les champs',
    loginSuccess: 'Connexion réussie',
    /** The spec's 'Login failed'. */
    loginFailedFallback: 'Échec de la connexion',
    /** Spec 2 §8 (Login): a failed login or registration that brought no server message (no answer). */
    connectionFailed: 'Une erreur est survenue lors de la connexion. Veuillez réessayer.',
    invalidCredentials: 'Nom de société ou mot de passe incorrect',
    /** The spec's 'Company registered successfully!'. */
    registerSuccess: 'Société enregistrée avec succès !',
    /** The registration screen, the spec's 'Register Company'. */
    registerTitle: 'Créer un compte société',
    companyNameTaken: 'Ce nom de société est déjà utilisé. Veuillez en choisir un autre.',
    passwordTooShort: PASSWORD_MESSAGES.tooShort,
    companyNameTooLong: 'Le nom de la société ne peut pas dépasser 100 caractères',
    tooManyAttempts: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
    sessionRequired: 'Non autorisé. Veuillez vous reconnecter',
    forbiddenOrigin: 'Requête refusée : origine non autorisée',
    loggedOut: 'Vous êtes déconnecté',
  },
  plans: {
    permissionsLoadError: 'Erreur lors du chargement des permissions',
    /** Built from the catalogue by `featureMissingMessage(feature)`. */
    featureMissing: (planLabel: string, isHighestPlan: boolean) =>
      `Cette fonctionnalité nécessite le forfait ${planLabel}${isHighestPlan ? '' : ' ou supérieur'}`,
    invalidPlan: (choices: string) => `Forfait inconnu : choisissez le forfait ${choices}`,
    samePlan: (planLabel: string) => `Votre société est déjà au forfait ${planLabel}.`,
    changed: (planLabel: string) => `Vous êtes passé au forfait ${planLabel}.`,
    changeError: 'Erreur lors du changement de forfait',
    /** `reasons`: the overruns, joined by " ; ". */
    downgradeRefused: (planLabel: string, reasons: string) =>
      `Impossible de passer au forfait ${planLabel} : ${reasons}. ` +
      'Supprimez d’abord ce qui dépasse ou choisissez un autre forfait.',
    overrun: {
      agents: (current: number, max: number) => overrunText(current, max, 'agent', 'agents'),
      forms: (current: number, max: number) => overrunText(current, max, 'formulaire', 'formulaires'),
      clients: (current: number, max: number) => overrunText(current, max, 'client', 'clients'),
      monthly_appointments: (current: number, max: number) =>
        overrunText(current, max, 'rendez-vous ce mois-ci', 'rendez-vous ce mois-ci'),
    },
  },
  http: {
    400: 'Données invalides',
    401: 'Non autorisé. Veuillez vous reconnecter',
    403: 'Accès interdit',
    404: 'Ressource non trouvée',
    405: 'Méthode non autorisée pour cette adresse',
    406: 'Format de réponse demandé non pris en charge',
    408: 'Délai de la requête dépassé. Veuillez réessayer.',
    409: 'Conflit de données',
    411: 'La longueur de la requête est requise',
    413: 'Fichier ou requête trop volumineux',
    414: 'Adresse de la requête trop longue',
    415: 'Type de contenu non pris en charge',
    422: 'Données non valides',
    429: 'Trop de requêtes. Veuillez patienter avant de réessayer.',
    431: 'En-têtes de la requête trop volumineux',
    500: 'Erreur serveur interne',
    503: 'Service temporairement indisponible. Veuillez réessayer.',
    /** GET /metrics without its bearer token (METRICS_TOKEN). */
    metricsTokenRequired: 'Jeton des mesures absent ou invalide',
    ...IDEMPOTENCY_MESSAGES,
  },
  request: {
    invalidJson: "Le corps de la requête n'est pas un JSON valide",
    emptyJson: 'Le corps de la requête est vide',
    invalidUrl: "L'adresse de la requête est invalide",
    invalidMultipart: "L'envoi du fichier est mal formé. Veuillez réessayer depuis le formulaire.",
  },
  network: NETWORK_MESSAGES,
  /** The company profile: its contact for the booking page. */
  companyProfile: COMPANY_PROFILE_MESSAGES,
  /** The agent app (issue 14). */
  mobile: MOBILE_MESSAGES,
  /** Recent missions, archive, photo viewer and PDF (issue 15). */
  reports: REPORTS_MESSAGES,
  payments: PAYMENTS_MESSAGES,
  /** Statistiques (issue 23). */
  statistics: STATISTICS_MESSAGES,
  /** Analytics Avancé (issue 23). */
  analytics: ANALYTICS_MESSAGES,
  /** The 'Facturation' screen (issue 22). */
  billing: BILLING_MESSAGES,
  agentInvitation: AGENT_INVITATION_MESSAGES,
  onboarding: ONBOARDING_MESSAGES,
  /** The client of a mission made in the calendar: picked from the file or created with it. */
  missionClient: MISSION_CLIENT_MESSAGES,
  clientList: CLIENT_LIST_MESSAGES,
  importOutcome: IMPORT_OUTCOME_MESSAGES,
  /** The back office's Support screen (issue 28). */
  support: SUPPORT_MESSAGES,
  /** White label: the branding screen (issue 28). */
  branding: BRANDING_MESSAGES,
  apiKeys: API_KEYS_MESSAGES,
  people: PEOPLE_MESSAGES,
  audit: AUDIT_MESSAGES,
  gdpr: GDPR_MESSAGES,
  reopen: REOPEN_MESSAGES,
  reportVersions: REPORT_VERSION_MESSAGES,
  /** CSV exports of clients and missions (issue 27). */
  exports: EXPORTS_MESSAGES,
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
      `Votre forfait permet ${formatCount(limit)} formulaires au plus. Passez à un forfait supérieur pour en créer davantage.`,
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
    phoneInvalid: PHONE_INVALID,
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
    tooManyConnectionTests: 'Trop de tests de connexion. Veuillez réessayer dans quelques minutes.',
    isDefault: 'Partenaire par défaut',
    setDefault: 'Définir par défaut',
    defaultChanged: 'Partenaire par défaut modifié',
    /** What happens to the clients of a partner being deleted. */
    deleteClientsMoved: 'Ses clients passeront au partenaire par défaut.',
  },
  geo: {
    queryRequired: 'Saisissez au moins 2 caractères',
    queryTooLong: 'La recherche ne peut pas dépasser 200 caractères',
    noSuggestion: 'Aucune adresse trouvée',
    addressTooLong: "L'adresse ne peut pas dépasser 500 caractères",
    postalCodeNotInCommune: (postalCode: string, commune: string) =>
      `Le code postal ${postalCode} ne correspond pas à la commune ${commune}`,
    postalCodesDiffer: (inAddress: string, postalCode: string) =>
      `Le code postal de l'adresse (${inAddress}) diffère du code postal saisi (${postalCode})`,
    postalCodeNeeded: (commune: string) =>
      `Ajoutez le code postal : ${commune} en a plusieurs, l'adresse ne peut pas être située sans lui`,
  },
  settings: {
    invalidId: 'Identifiant invalide',
  },
  validation: {
    controlCharacters: 'Le texte contient des caractères non autorisés (caractères de contrôle)',
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
    confirmSignOutApp: (name: string) =>
      `${name} devra se reconnecter à l'application sur tous ses téléphones. Ses actions déjà envoyées sont gardées.`,
    signOutAppError: "Erreur lors de la déconnexion de l'application",
    loadError: 'Impossible de charger la liste des agents',
    nameRequired: "Le nom de l'agent est obligatoire",
    nameTooLong: 'Le nom ne peut pas dépasser 100 caractères',
    postalCodeRequired: 'Le code postal est obligatoire',
    postalCodeInvalid: 'Le code postal doit contenir 5 chiffres',
    adresseRequired: "L'adresse est obligatoire",
    adresseTooLong: "L'adresse ne peut pas dépasser 300 caractères",
    passwordRequired: 'Le mot de passe est obligatoire',
    passwordTooLong: PASSWORD_MESSAGES.tooLong,
    passwordKeptHint: 'Laissez vide pour conserver le mot de passe actuel',
    invalidCoordinates: 'Coordonnées invalides',
    duplicateName: 'Un agent porte déjà ce nom',
    limitReached: (limit: number) =>
      `Votre forfait est limité à ${formatCount(limit)} agents. Passez à un forfait supérieur pour en ajouter.`,
  },
  roles: {
    loadError: 'Erreur lors de la récupération des rôles',
    agentRolesLoadError: "Erreur lors de la récupération des rôles de l'agent",
    operationRolesLoadError: "Erreur lors de la récupération des rôles de l'opération",
    toggleError: 'Erreur lors de la modification des qualifications',
    alreadyAssigned: 'Qualification déjà attribuée',
    assigned: 'Qualification attribuée avec succès',
    removed: 'Qualification retirée avec succès',
    // The spec's 'créée/modifiée' names two messages, one per action.
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
    duplicateName: 'Une qualification porte déjà ce nom',
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
    // The spec's 'créée/modifiée' names two messages, one per action.
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
    smsUnknownVariables: 'Variables inconnues : ',
    /** The SMS editor: the template with the longest plausible values (`longestSmsOf`). */
    smsLongest: (length: number) =>
      `Au plus long (prénom de 20 caractères, nom de 25, lien de réservation complet) : ${length} caractères.`,
    smsShortLinkNote: "Au-delà de 140 caractères, le SMS porte le lien court : rien n'est coupé.",
    smsShortenedTitle: 'Ce SMS peut dépasser 140 caractères',
    smsShortenedWarning: (length: number) =>
      `Avec des valeurs longues, il compterait ${length} caractères. À l'envoi, le lien court remplacerait le lien, puis le nom de l'opération et les noms seraient raccourcis avec « … ». Raccourcissez le message pour l'éviter.`,
    smsShortenedExample: (length: number) => `SMS envoyé dans ce cas (${length} caractères) :`,
    /** The operation's own e-mail texts (invitation, confirmation): beyond the spec. */
    emailSubjectEmpty: "L'objet de l'e-mail ne peut pas être vide",
    emailSubjectTooLong: "L'objet de l'e-mail ne peut pas dépasser 150 caractères",
    emailSubjectLineBreak: "L'objet de l'e-mail doit tenir sur une seule ligne",
    emailBodyEmpty: "Le texte de l'e-mail ne peut pas être vide",
    emailBodyTooLong: "Le texte de l'e-mail ne peut pas dépasser 5 000 caractères",
    emailUnknownVariables: 'Variables inconnues : ',
    emailInvitationDateVariables:
      "Variables sans valeur dans une invitation (le rendez-vous n'est pas encore pris) : ",
    emailInvitationLinkRequired:
      "Le texte de l'invitation doit contenir la variable {lien} (le lien pour prendre rendez-vous)",
    emailTextsUpdated: 'E-mails mis à jour avec succès',
    emailTextsUpdateError: 'Erreur lors de la mise à jour des e-mails',
    nameRequired: "Le nom de l'opération est obligatoire",
    nameTooLong: 'Le nom ne peut pas dépasser 100 caractères',
    duplicateName: 'Une opération porte déjà ce nom',
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
  /** The agent calendar's own notices (the spec names these successes without their wording). */
  calendar: {
    sessionCopied: 'Session copiée : survolez un jour et appuyez sur Ctrl+V pour la coller',
    sessionPasted: 'Session collée avec succès',
    nothingCopied: 'Aucune session copiée : survolez une session et appuyez sur Ctrl+C',
    weekLoadError: 'Impossible de charger le calendrier de la semaine',
    /** A mission the client booked through the link (creation_type 'automatic'), beside the hand-planned ones. */
    bookedByClient: 'Réservé par le client',
    /** Today's day header, for screen readers (the column is highlighted). */
    today: "aujourd'hui",
  },
  /** The 'Planning d'équipe': the whole team's day (beyond the spec). */
  teamDay: {
    title: "Planning d'équipe",
    previousDay: 'Jour précédent',
    nextDay: 'Jour suivant',
    today: "Aujourd'hui",
    loadError: "Impossible de charger le planning d'équipe",
    noAgents: "Aucun agent pour l'instant : créez-en dans Paramètres › Gérer les agents.",
    gridLabel: (day: string) => `Planning d'équipe du ${day}`,
    keysHelp:
      'Flèches : parcourir les agents et les créneaux. Maj + flèches : déplacer la session vers ' +
      "l'agent du dessus ou du dessous, ou d'un quart d'heure. Entrée : ouvrir la session " +
      '(Transférer la donne à un autre agent). Glisser une session : la déplacer dans la journée ou ' +
      'vers un autre agent.',
  },
  missions: {
    /** The spec's 'New Appointment': a mission without a client name. */
    untitled: 'Nouveau rendez-vous',
    /** The spec's 'Location not specified': a mission without an address. */
    locationMissing: 'Lieu non précisé',
    startSlotInvalid: "L'heure de début doit être entre 8h00 et 16h45",
    endSlotInvalid: "L'heure de fin doit être entre 8h15 et 17h00",
    endBeforeStart: "L'heure de fin doit être après l'heure de début",
    moveIncomplete: 'Indiquez la date, le début et la fin de la session ensemble',
    conflict: "Conflit d'horaire détecté avec un autre rendez-vous",
    clientNameAndAddressRequired: "Le nom du client et l'adresse sont obligatoires",
    pasteOverlap: 'Impossible de coller la session : créneaux horaires qui se chevauchent',
    autoTrimmed: 'Horaire ajusté automatiquement',
    dragOverlap: 'Créneaux horaires qui se chevauchent - impossible de corriger automatiquement',
    agentRequired: 'Veuillez sélectionner un agent',
    sessionsRequired: 'Veuillez ajouter au moins une session',
    sessionAgentRequired: 'Chaque session doit avoir au moins un agent',
    soleAgentRemoval:
      "Impossible de vous retirer d'une session où vous êtes le seul agent. Utilisez 'Supprimer la session' à la place.",
    missingId: 'Erreur: ID du RDV introuvable ou invalide...',
    deletedOrMissing: 'Opération terminée - Les données ont été actualisées',
    deleteErrorPrefix: 'Erreur lors de la suppression: ',
    agentsLoadError: 'Impossible de récupérer la liste des agents',
    transferError: 'Erreur lors du transfert',
    notFound: 'Rendez-vous introuvable',
    sessionNotFound: 'Session introuvable',
    agentNotFound: 'Agent introuvable',
    operationNotFound: 'Opération introuvable',
    agentNotInSession: "Cet agent n'est pas affecté à cette session",
    agentAlreadyInSession: 'Cet agent est déjà affecté à cette session',
    duplicateAgent: "Un agent ne figure qu'une fois par session",
    oneLeadPerSession: "Une session n'a qu'un chef d'équipe",
    leaderNotInMission: "Le nouveau chef d'équipe doit être affecté à ce rendez-vous",
    qualificationMissing: "Cet agent n'a pas toutes les qualifications requises par l'opération",
    teamIncomplete: "L'équipe ne remplit pas les exigences de l'opération",
    pastDate: 'Impossible de planifier une session à une date passée',
    weekendDate: 'Les sessions se planifient du lundi au vendredi',
    dateInvalid: 'Date invalide (format AAAA-MM-JJ)',
    roleInvalid: "Le rôle doit être 'Technicien' ou 'Chef d'équipe'",
    statusInvalid: 'Statut invalide',
    earlyStartInvalid: 'Autorisation de démarrage invalide',
    /** The session edit's checkbox: the agents may press 'Démarrer' before the session's day. */
    earlyStartAllowed: 'Autoriser le démarrage avant le jour prévu',
    sessionTypeInvalid: 'Type de session invalide',
    weekOffsetInvalid: 'Semaine invalide',
    tooManySessions: 'Trop de sessions pour un rendez-vous',
    tooManyAgents: "Trop d'agents pour une session",
    emailInvalid: "L'adresse e-mail n'est pas valide",
    tooLong: 'Ce champ est trop long',
    deleteFailed: 'La suppression a échoué',
    agentHasSessions: "Cet agent est affecté à des rendez-vous : retirez-le d'abord de ses sessions",
    created: 'Rendez-vous créé avec succès',
    multiAgentCreated: 'Mission multi-agents créée avec succès',
    multiSessionCreated: 'Mission multi-sessions créée avec succès',
    updated: 'Rendez-vous modifié avec succès',
    sessionUpdated: 'Session modifiée avec succès',
    sessionMoved: 'Session déplacée avec succès',
    transferDone: 'Transfert effectué avec succès',
    leaderSwitched: "Chef d'équipe modifié avec succès",
    sessionsAdded: 'Sessions ajoutées avec succès',
    agentRemoved: 'Agent retiré de la session',
    sessionDeleted: 'Session supprimée avec succès',
    missionDeleted: 'Rendez-vous supprimé avec succès',
    /** The mission popup's date field (French, dd/MM/yyyy). */
    frenchDateInvalid: 'Date invalide (format JJ/MM/AAAA)',
    /** A session's date left empty (spec 1: an additional session needs a date). */
    dateRequired: 'Veuillez sélectionner une date',
    /** The plain confirmation of a single-session, single-agent mission's delete. */
    deleteConfirm: (clientName: string) => `Supprimer le rendez-vous ${deName(clientName)} ?`,
    deleteChoice: 'Que voulez-vous supprimer ?',
    sessionEditChoice:
      'Ce rendez-vous a plusieurs sessions. Appliquer les horaires à cette session uniquement ou à toutes les sessions ?',
    multiAgentCopyChoice:
      "Cette session a plusieurs agents. Coller uniquement dans mon planning ou pour tous les agents d'origine ?",
    noOtherAgent: 'Aucun autre agent disponible',
    /** A transfer choice left disabled: the agent lacks some of the operation's qualifications. */
    agentUnqualified: (agentName: string, missing: string) =>
      `${agentName} (qualification manquante : ${missing})`,
    operationsLoadError: 'Impossible de récupérer la liste des opérations',
    saveError: 'Erreur lors de la modification du rendez-vous',
    addSessionsError: "Erreur lors de l'ajout des sessions",
    leaderSwitchError: "Erreur lors du changement de chef d'équipe",
    removeAgentError: "Erreur lors du retrait de l'agent",
    /** A transfer of all sessions where some could not move (a conflict on the new agent's day...). */
    transferPartial: (failed: number, reason: string) =>
      `Transfert effectué, sauf ${failed} session${failed > 1 ? 's' : ''} : ${reason}`,
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
  /** The end client's booking page (its own module, for that page's budget). */
  bookingPage: BOOKING_PAGE_MESSAGES,
  /** The clients page's take-charge popup (spec 2 §4); its errors are in `booking`. */
  takeCharge: {
    open: 'Prendre en charge',
    title: (clientName: string) => `Prendre en charge ${clientName}`,
    searching: 'Recherche des créneaux disponibles...',
    slotsLegend: 'Créneaux proposés',
    create: 'Créer le rendez-vous',
    creating: 'Création en cours...',
    retry: 'Réessayer',
    team: (size: number) => `Équipe de ${size}`,
    travel: (minutes: number) => `Trajet : ${minutes} min`,
  },
  clients: {
    limitReached: (limit: number) =>
      `Votre forfait est limité à ${formatCount(limit)} clients. Passez à un forfait supérieur pour en ajouter.`,
    addSuccess: 'Client ajouté avec succès',
    addFailurePrefix: 'Erreur: ',
    addFailedFallback: 'Ajout échoué',
    nameAndAddressRequired: "Le nom et l'adresse sont obligatoires",
    postalCodeFiveDigits: 'Le code postal doit contenir 5 chiffres',
    nameRequired: 'Le nom est obligatoire',
    addressRequired: "L'adresse est obligatoire",
    telephoneRequired: 'Le téléphone est obligatoire',
    telephoneInvalid: PHONE_INVALID,
    operationRequired: "L'opération est obligatoire",
    operationUnknown: "Cette opération n'existe pas",
    partnerUnknown: "Ce partenaire n'existe pas",
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
    notFound: 'Client introuvable',
  },
  clientMessages: {
    title: 'Messages envoyés',
    sendLink: 'Envoyer le lien',
    resendLink: 'Renvoyer le lien',
    linkQueued: 'Le lien de réservation part tout de suite.',
    noChannel: "Ce client n'a ni adresse e-mail ni numéro de mobile : aucun lien ne peut lui être envoyé.",
    /** Why an SMS shows 'Non envoyé': the server has no SMS gateway (no `SMS_HTTP_URL`). */
    noSmsGateway: 'Aucune passerelle SMS configurée',
    noEmailServer:
      "Aucun serveur d'envoi : l'e-mail partira dès qu'un partenaire (Paramètres › Partenaires) ou le serveur SMTP de l'opérateur sera configuré.",
    /**
     * Why a message shows 'Non envoyé' when what it said was no longer true as it was about to
     * leave (`messageVerdict`, issue 39).
     */
    notSentAppointmentMoved: 'annulé : rendez-vous modifié',
    notSentAppointmentCancelled: 'annulé : rendez-vous annulé',
    notSentInterventionDone: 'annulé : intervention réalisée',
    notSentClientErased: 'annulé : client effacé',
    /** A message held back while an earlier one of its appointment is still to leave (they leave in order). */
    /** 'Renvoyer' of a message not sent because it was no longer true (`isUntrueMessage`): a 409. */
    resendUntrue:
      "Ce message ne dit plus vrai (rendez-vous modifié, annulé ou réalisé, client effacé) : il n'est pas renvoyé.",
    waitingEarlierMessage: 'En attente : un message précédent de ce rendez-vous doit partir avant.',
    resend: 'Renvoyer',
    resent: 'Le message part de nouveau.',
    notFound: "Ce message n'existe pas",
    empty: 'Aucun message pour ce client.',
    listError: 'Erreur lors du chargement des messages',
    sendError: "Erreur lors de l'envoi du lien",
    resendError: 'Erreur lors du renvoi du message',
    loading: 'Chargement des messages…',
    retry: 'Réessayer',
  },
  imports: {
    clientLimitExceeded: (limit: number, existing: number) =>
      `Votre forfait est limité à ${formatCount(limit)} clients et vous en avez ${formatCount(existing)} : ce fichier en ajouterait davantage. Aucun client n'a été importé ; passez à un forfait supérieur ou réduisez le fichier.`,
    uploadFailurePrefix: "Erreur lors de l'upload du fichier: ",
    /** The spec's 'Upload failed'. */
    uploadFailedFallback: "Échec de l'envoi du fichier",
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
  booking: {
    /** Take-charge popup (spec 2 §8 "Clients"). */
    noSlotAvailable: 'Aucun créneau disponible',
    networkError: 'Erreur réseau',
    createError: 'Erreur lors de la création du RDV',
    /** Booking page: any error, or no slot (spec 2 §8 "Booking and registration"). */
    noSlotFound: BOOKING_PAGE_MESSAGES.noSlot,
    proposalsFound: 'Créneaux disponibles',
    linkInvalid: BOOKING_PAGE_MESSAGES.linkInvalid,
    linkUsed: 'Ce lien a déjà servi à réserver un rendez-vous',
    noAppointment: "Aucun rendez-vous n'est réservé avec ce lien",
    tokenRequired: 'Lien de réservation manquant',
    clientRequired: 'Client manquant',
    clientNotFound: 'Client introuvable',
    clientWithoutOperation: "Ce client n'a pas d'opération : choisissez-en une avant de le prendre en charge",
    slotRequired: 'Veuillez sélectionner un créneau',
    slotNotProposed: "Ce créneau n'a pas été proposé avec ce lien",
    slotUnchanged:
      'Ce créneau est déjà celui de votre rendez-vous\u00a0: rien n’a changé. Choisissez un autre créneau ou gardez votre rendez-vous actuel.',
    slotTaken: "Ce créneau vient d'être réservé. Voici de nouvelles propositions.",
    confirmed: 'Votre rendez-vous est confirmé',
    created: 'Rendez-vous créé avec succès',
    rescheduled: 'Votre rendez-vous a été reprogrammé',
    cancelled: 'Votre rendez-vous est annulé',
    cancelTooLate: BOOKING_PAGE_MESSAGES.changeTooLate,
    declined: 'Nous vous enverrons un e-mail dès qu’un créneau sera trouvé',
    erasureRequested: 'Votre demande de suppression de données a été transmise à l’entreprise',
    tooManyRequests: 'Trop de demandes. Veuillez réessayer dans quelques minutes.',
    agentsRequired: 'Veuillez choisir au moins un agent',
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
