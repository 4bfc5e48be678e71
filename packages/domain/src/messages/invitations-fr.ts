/**
 * An agent's invitation to choose a password (beyond the spec): the planner's dialog, the message
 * the agent receives and the agent app's page behind the link. `MESSAGES.agentInvitation` is this;
 * the agent app imports this module alone (its bundle carries no catalogue).
 */
export const AGENT_INVITATION_VALID_DAYS = 7;
/** One SMS (the spec's 140 characters of client messages; this module stays free of imports). */
const AGENT_SMS_MAX_LENGTH = 140;

export const AGENT_INVITATION_MESSAGES = {
  // The back office.
  invite: 'Inviter',
  inviteLabel: (name: string) => `Inviter ${name}`,
  dialogTitle: "Inviter l'agent",
  dialogIntro: `L'agent reçoit un lien pour choisir son mot de passe et se connecter à l'application. Le lien est valable ${AGENT_INVITATION_VALID_DAYS} jours et ne sert qu'une fois.`,
  emailLabel: 'E-mail',
  telephoneLabel: 'Téléphone mobile',
  telephoneHint: 'Un numéro de mobile français reçoit le lien par SMS',
  contactRequired: "Indiquez l'e-mail ou le téléphone mobile de l'agent",
  emailInvalid: 'Adresse e-mail invalide',
  mobileInvalid: 'Numéro de mobile français invalide (exemple : 06 12 34 56 78)',
  submit: "Envoyer l'invitation",
  sent: (name: string) => `Invitation envoyée à ${name}`,
  sendError: "Erreur lors de l'envoi de l'invitation",
  passwordOptionalHint: "Laissez vide pour inviter l'agent à choisir son mot de passe",
  // The message the agent receives.
  emailSubject: (company: string) => `${company} vous invite sur Tournéo`,
  messageText: (agent: string, company: string, link: string) =>
    `Bonjour ${agent}, ${company} vous invite sur l'application Tournéo. Choisissez votre mot de passe : ${link} (lien valable ${AGENT_INVITATION_VALID_DAYS} jours, à usage unique).`,
  /** The SMS: the link and the company, the name cut short so that it fits in one SMS. */
  smsText: (company: string, link: string) => {
    const rest = ` vous invite sur Tournéo : ${link}`;
    const room = Math.max(AGENT_SMS_MAX_LENGTH - rest.length, 12);
    const name = company.length > room ? `${company.slice(0, room - 1).trimEnd()}…` : company;
    return `${name}${rest}`;
  },
  // The agent app's page.
  pageTitle: 'Choisir votre mot de passe',
  pageIntro: (agent: string, company: string) =>
    `${agent}, ${company} vous invite sur l'application Tournéo. Choisissez votre mot de passe pour vous connecter.`,
  checking: 'Vérification du lien...',
  passwordLabel: 'Nouveau mot de passe',
  passwordHint: 'Au moins 8 caractères',
  confirmLabel: 'Confirmez le mot de passe',
  passwordRequired: 'Le mot de passe est obligatoire',
  save: 'Enregistrer et me connecter',
  saving: 'Enregistrement...',
  saved: 'Mot de passe enregistré',
  invalid: "Ce lien d'invitation n'est pas valide. Demandez un nouveau lien à votre responsable.",
  used: "Ce lien d'invitation a déjà servi. Connectez-vous avec votre mot de passe, ou demandez un nouveau lien à votre responsable.",
  expired: "Ce lien d'invitation a expiré. Demandez un nouveau lien à votre responsable.",
  goToSignIn: 'Aller à la connexion',
  offline: 'Pas de connexion internet. Réessayez une fois connecté.',
} as const;
