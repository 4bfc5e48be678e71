/**
 * People: personal accounts beside the company login (issue 26, decision 0033): roles, the
 * 'Personnes' settings screen, invitations, password resets and the 403 of a role.
 */
export const PERSON_INVITATION_VALID_DAYS = 7;
export const PASSWORD_RESET_VALID_MINUTES = 30;

export const PEOPLE_MESSAGES = {
  roleForbidden: "Votre rôle ne permet pas d'accéder à cette fonctionnalité",
  /** Above a settings screen that a comptable or a lecture seule person may read, not change. */
  settingsReadOnly: 'Lecture seule : seul un administrateur peut modifier ces paramètres.',
  /** Above 'Mon abonnement' for the comptable: the plan is read-only, the invoices' identity is theirs. */
  planReadOnlyLegalIdentityEditable:
    "Seul un administrateur peut changer de forfait. Vous pouvez modifier l'identité de facturation.",
  // The screen.
  title: 'Personnes',
  intro:
    'Invitez les personnes de votre société : chacune se connecte avec son e-mail et son mot de passe, et ne voit que ce que son rôle permet. Le compte de la société reste celui du propriétaire.',
  owner: 'Propriétaire (compte de la société)',
  nameColumn: 'Nom',
  emailColumn: 'E-mail',
  roleColumn: 'Rôle',
  statusColumn: 'État',
  actionsColumn: 'Actions',
  active: 'Actif',
  pending: 'Invitation envoyée',
  empty: "Personne n'a encore été invité.",
  loadError: 'Erreur lors du chargement des personnes',
  invite: 'Inviter une personne',
  inviteTitle: 'Inviter une personne',
  inviteIntro: `La personne reçoit un lien par e-mail pour choisir son nom et son mot de passe. Le lien est valable ${PERSON_INVITATION_VALID_DAYS} jours et ne sert qu'une fois.`,
  emailLabel: 'E-mail',
  roleLabel: 'Rôle',
  sendInvitation: "Envoyer l'invitation",
  invited: (email: string) => `Invitation envoyée à ${email}`,
  roleChanged: (name: string) => `Le rôle de ${name} a été modifié`,
  changeRoleLabel: (name: string) => `Rôle de ${name}`,
  remove: 'Retirer',
  removeLabel: (name: string) => `Retirer ${name}`,
  removeTitle: 'Retirer une personne',
  removeConfirm: (name: string) =>
    `Retirer ${name} ? Ses sessions se terminent aussitôt et elle ne pourra plus se connecter.`,
  removed: (name: string) => `${name} a été retiré(e)`,
  cancel: 'Annuler',
  // Rules.
  emailRequired: "L'e-mail est obligatoire",
  emailInvalid: 'Adresse e-mail invalide',
  roleInvalid: 'Rôle inconnu : choisissez administrateur, planificateur, comptable ou lecture seule',
  nameRequired: 'Le nom est obligatoire',
  nameTooLong: 'Le nom ne peut pas dépasser 100 caractères',
  passwordRequired: 'Le mot de passe est obligatoire',
  emailTaken: 'Cette adresse e-mail est déjà celle d’un compte',
  notFound: 'Personne introuvable',
  notYourself: 'Vous ne pouvez pas modifier ni retirer votre propre compte',
  invalidCredentials: 'E-mail ou mot de passe incorrect',
  // The invitation e-mail and page.
  invitationSubject: (company: string) => `${company} vous invite sur Tournéo`,
  invitationText: (company: string, role: string, link: string) =>
    `Bonjour, ${company} vous invite sur Tournéo (rôle : ${role}). Choisissez votre nom et votre mot de passe : ${link} (lien valable ${PERSON_INVITATION_VALID_DAYS} jours, à usage unique).`,
  invitationPageTitle: 'Rejoindre votre société',
  invitationPageIntro: "Choisissez votre nom et votre mot de passe pour accéder à l'espace de votre société.",
  accept: 'Créer mon compte',
  accepted: 'Compte créé : vous êtes connecté',
  invitationInvalid: "Ce lien d'invitation n'est pas valide. Demandez une nouvelle invitation.",
  invitationUsed:
    "Ce lien d'invitation a déjà servi. Connectez-vous avec votre e-mail et votre mot de passe.",
  invitationExpired: "Ce lien d'invitation a expiré. Demandez une nouvelle invitation.",
  // Password reset.
  forgotPassword: 'Mot de passe oublié ?',
  resetRequestTitle: 'Réinitialiser votre mot de passe',
  resetRequestIntro: `Indiquez l'e-mail de votre compte : vous recevrez un lien valable ${PASSWORD_RESET_VALID_MINUTES} minutes.`,
  resetRequestSubmit: 'Envoyer le lien',
  resetRequested:
    'Si un compte existe pour cette adresse, un lien de réinitialisation vient de lui être envoyé.',
  resetSubject: 'Réinitialisation de votre mot de passe Tournéo',
  resetText: (link: string) =>
    `Bonjour, une réinitialisation de votre mot de passe Tournéo a été demandée. Choisissez un nouveau mot de passe : ${link} (lien valable ${PASSWORD_RESET_VALID_MINUTES} minutes, à usage unique). Si vous n'avez rien demandé, ignorez ce message.`,
  resetPageTitle: 'Choisir un nouveau mot de passe',
  resetSubmit: 'Enregistrer le mot de passe',
  resetDone: 'Mot de passe modifié : connectez-vous avec le nouveau',
  resetInvalid: "Ce lien de réinitialisation n'est pas valide. Demandez un nouveau lien.",
  resetUsed: 'Ce lien de réinitialisation a déjà servi. Demandez un nouveau lien.',
  resetExpired: 'Ce lien de réinitialisation a expiré. Demandez un nouveau lien.',
  // Password reset of the owner (the company login, decision 0044): sent to the company's contact e-mail.
  ownerResetRequestTitle: 'Réinitialiser le mot de passe de la société',
  ownerResetRequestIntro: `Indiquez le nom de votre société : un lien valable ${PASSWORD_RESET_VALID_MINUTES} minutes sera envoyé à l'adresse e-mail de contact de « Mon entreprise ».`,
  companyNameLabel: 'Nom de la société',
  companyNameRequired: 'Le nom de la société est obligatoire',
  ownerResetRequested:
    "Si cette société existe et a une adresse e-mail de contact, un lien de réinitialisation vient d'y être envoyé.",
  ownerResetSubject: 'Réinitialisation du mot de passe de votre société sur Tournéo',
  ownerResetText: (companyName: string, link: string) =>
    `Bonjour, une réinitialisation du mot de passe de la société « ${companyName} » sur Tournéo a été demandée. Choisissez un nouveau mot de passe : ${link} (lien valable ${PASSWORD_RESET_VALID_MINUTES} minutes, à usage unique). Toutes les sessions ouvertes avec le compte de la société seront fermées. Si vous n'avez rien demandé, ignorez ce message.`,
  ownerResetPageTitle: 'Choisir un nouveau mot de passe pour la société',
  backToLogin: 'Retour à la connexion',
  passwordLabel: 'Mot de passe',
  confirmLabel: 'Confirmez le mot de passe',
  nameLabel: 'Votre nom',
} as const;
