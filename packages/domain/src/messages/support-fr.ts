/** The back office's 'Support' screen and the answers of `/support/...`. */
export const SUPPORT_MESSAGES = {
  title: 'Support',
  intro:
    'Écrivez-nous : votre message part à l’équipe Tournéo avec le nom de votre entreprise et votre forfait, pour que nous puissions vous répondre sans vous redemander le contexte.',
  subject: 'Sujet',
  message: 'Votre message',
  send: 'Envoyer au support',
  sending: 'Envoi...',
  sent: 'Message envoyé au support. Nous vous répondons par e-mail.',
  subjectRequired: 'Indiquez le sujet de votre message',
  subjectTooLong: 'Le sujet ne peut pas dépasser 200 caractères',
  messageRequired: 'Écrivez votre message',
  messageTooLong: 'Le message ne peut pas dépasser 5000 caractères',
  replyEmailInvalid: 'Adresse e-mail de réponse invalide (exemple : contact@entreprise.fr)',
  replyEmail: 'E-mail pour vous répondre',
  tooManyMessages: 'Trop de messages envoyés au support. Veuillez réessayer dans une heure.',
  priorityBadge: 'Support prioritaire',
  standardBadge: 'Support standard',
} as const;
