/**
 * The account's security (issue 26, decision 0038): the TOTP second factor, its recovery codes,
 * one's own sessions, and the company's rule that administrateurs must use a second factor.
 */
export const TOTP_RECOVERY_CODE_COUNT = 10;
/** How long the second step of a sign-in may wait after the password (minutes). */
export const SIGN_IN_CHALLENGE_VALID_MINUTES = 5;

export const ACCOUNT_SECURITY_MESSAGES = {
  title: 'Sécurité',
  intro: 'Protégez votre compte par un second facteur et gérez les appareils connectés.',
  loadError: 'Erreur lors du chargement de la sécurité du compte',
  // Second factor.
  totpTitle: 'Validation en deux étapes',
  totpOff:
    "La validation en deux étapes n'est pas activée : un mot de passe suffit pour se connecter à votre compte.",
  totpOn:
    'La validation en deux étapes est activée : un code de votre application est demandé à chaque connexion.',
  totpRequired:
    'Votre société exige la validation en deux étapes pour les administrateurs : activez-la pour accéder à l’espace administrateur.',
  recoveryCodesLeft: (count: number) =>
    count === 0
      ? 'Aucun code de secours restant.'
      : count === 1
        ? 'Il vous reste 1 code de secours.'
        : `Il vous reste ${count} codes de secours.`,
  enable: 'Activer la validation en deux étapes',
  disable: 'Désactiver',
  disableTitle: 'Désactiver la validation en deux étapes',
  disableIntro: 'Saisissez un code de votre application, ou votre mot de passe, pour confirmer.',
  disabled: 'La validation en deux étapes est désactivée',
  enrolTitle: 'Activer la validation en deux étapes',
  enrolStep1:
    'Scannez ce QR code avec votre application d’authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…), ou saisissez la clé ci-dessous.',
  qrAlt: 'QR code à scanner avec votre application d’authentification',
  manualKey: 'Clé à saisir manuellement',
  enrolStep2: 'Saisissez le code à 6 chiffres affiché par l’application.',
  codeLabel: 'Code de vérification',
  confirm: 'Vérifier et activer',
  enabled: 'La validation en deux étapes est activée',
  recoveryTitle: 'Vos codes de secours',
  recoveryIntro:
    "Chaque code permet une seule connexion si vous n'avez plus votre téléphone. Conservez-les en lieu sûr : ils ne seront plus affichés.",
  recoveryDownload: 'Télécharger les codes',
  recoveryFileName: 'tourneo-codes-de-secours.txt',
  recoveryDone: "J'ai conservé mes codes",
  // New recovery codes (decision 0044).
  regenerate: 'Générer de nouveaux codes de secours',
  regenerateIntro:
    'Saisissez un code de votre application, ou votre mot de passe, pour confirmer. Vos codes de secours actuels ne fonctionneront plus.',
  regenerateSubmit: 'Générer les codes',
  regenerated: 'De nouveaux codes de secours sont générés : les précédents ne fonctionnent plus',
  passwordLabel: 'Mot de passe',
  cancel: 'Annuler',
  // Rules and refusals.
  codeRequired: 'Le code est obligatoire',
  codeInvalid: 'Code incorrect ou expiré',
  codeReused: 'Ce code a déjà servi. Attendez le code suivant de votre application.',
  codeOrPasswordRequired: 'Saisissez un code de votre application ou votre mot de passe',
  passwordInvalid: 'Mot de passe incorrect',
  alreadyEnabled: 'La validation en deux étapes est déjà activée',
  notStarted: "Commencez l'activation de la validation en deux étapes",
  notEnabled: "La validation en deux étapes n'est pas activée",
  tooManyCodes: 'Trop de codes essayés. Veuillez réessayer dans quelques minutes.',
  challengeInvalid: 'La connexion a expiré : saisissez de nouveau votre e-mail et votre mot de passe.',
  enrolmentRequired:
    'Votre société exige la validation en deux étapes pour les administrateurs : activez-la dans « Sécurité » avant de continuer.',
  // Sign-in, second step.
  secondStepNeeded: 'Saisissez le code de votre application d’authentification',
  secondStepTitle: 'Validation en deux étapes',
  secondStepIntro: 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.',
  useRecoveryCode: 'Utiliser un code de secours',
  useAppCode: "Utiliser un code de l'application",
  recoveryCodeLabel: 'Code de secours',
  verify: 'Valider',
  backToLogin: 'Revenir à la connexion',
  // The company's rule.
  requirementLabel: 'Exiger la validation en deux étapes pour les administrateurs',
  requirementHint:
    "Les administrateurs sans second facteur devront l'activer avant d'accéder à l'espace administrateur. Le compte de la société (propriétaire) peut l'activer dans « Sécurité ».",
  requirementOn: 'La validation en deux étapes est désormais exigée pour les administrateurs',
  requirementOff: "La validation en deux étapes n'est plus exigée pour les administrateurs",
  // Sessions.
  sessionsTitle: 'Sessions ouvertes',
  sessionsIntro:
    'Les navigateurs connectés à votre compte. Terminez une session que vous ne reconnaissez pas.',
  sessionsEmpty: 'Aucune session ouverte.',
  sessionDevice: 'Appareil',
  sessionCreated: 'Ouverte le',
  sessionLastUsed: 'Dernière activité',
  sessionIp: 'Adresse IP (approx.)',
  sessionActions: 'Actions',
  currentSession: 'Cette session',
  unknownDevice: 'Appareil inconnu',
  endSession: 'Terminer',
  endSessionLabel: (device: string) => `Terminer la session ${device}`,
  endSessionTitle: 'Terminer la session',
  endSessionConfirm: (device: string) =>
    `Terminer la session « ${device} » ? Ce navigateur devra se reconnecter.`,
  endCurrentSessionConfirm: 'Terminer cette session ? Vous serez déconnecté.',
  sessionEnded: 'Session terminée',
  sessionNotFound: 'Session introuvable',
  // Invitations.
  cancelInvitation: "Annuler l'invitation",
  cancelInvitationLabel: (email: string) => `Annuler l'invitation de ${email}`,
  cancelInvitationConfirm: (email: string) =>
    `Annuler l'invitation de ${email} ? Le lien envoyé ne fonctionnera plus.`,
  invitationCancelled: (email: string) => `L'invitation de ${email} est annulée`,
  invitationNotFound: 'Invitation introuvable',
  keep: 'Conserver',
} as const;
