/**
 * The end client's booking page (`/?token=...`, spec 2 "End-client booking page"), in its own
 * module: that page must stay under its JavaScript budget and imports only this, not the whole
 * catalogue. `MESSAGES.bookingPage` is this object. The server's own messages (a link that is
 * unknown or expired, a slot taken meanwhile) come in its answers and are shown as they are.
 */
/** No-break space: keeps « and » on the line of the words they quote, and ':' on its word. */
const NBSP = '\u00a0';
/** Narrow no-break space, before '?' and '!' (French typography). */
const NNBSP = '\u202f';
/** A name in French guillemets that never break away from it: « Entretien chaudière ». */
const quoted = (text: string) => `«${NBSP}${text}${NBSP}»`;
/** A day label ('Mercredi 25 novembre 2026') inside a sentence: lower-case, as French writes it. */
const inSentence = (day: string) => `${day}`.replace(/^\p{Lu}/u, (first) => first.toLowerCase());

export const BOOKING_PAGE_MESSAGES = {
  /** Spec 2 §2: what shows while the page loads. */
  loading: 'Chargement...',
  title: 'Choisir votre rendez-vous',
  intro: (operationName: string) =>
    `Choisissez le créneau qui vous convient pour votre rendez-vous ${quoted(operationName)}.`,
  slotsLegend: 'Créneaux proposés',
  chooseFirst: 'Choisissez un créneau pour pouvoir le confirmer.',
  confirm: 'Confirmer ce créneau',
  confirming: 'Confirmation en cours...',
  decline: 'Aucun créneau ne me convient',
  /** Spec 2 §8: any booking-page error, with retry and contact buttons. */
  noSlot: 'Aucun créneau trouvé',
  noSlotHelp: "Aucun créneau n'est libre pour le moment. Réessayez plus tard ou contactez-nous.",
  retry: 'Réessayer',
  contact: 'Nous contacter',
  /** The company's phone (formatted), as a call link. */
  call: (phone: string) => `Appeler le ${phone}`,
  /** Above the company's contact, on every screen that knows the company. */
  contactTitle: `Une question sur votre rendez-vous${NNBSP}?`,
  /** Under the page of a company without the white label (issue 28). */
  poweredBy: 'propulsé par Tournéo',
  /** The company left no e-mail or phone: said politely, never another company's form. */
  noContact: (companyName: string) =>
    `${companyName} n’a pas indiqué de coordonnées en ligne. Pour toute question, répondez au message qui vous a apporté ce lien.`,
  /** No company known (the page got no answer): the client writes to whoever sent the link. */
  contactSender: 'Pour toute question, contactez l’entreprise qui vous a envoyé ce lien.',
  /** The company's name above every screen (read by screen readers as where the page comes from). */
  companyLabel: 'Entreprise',
  contactSubject: (operationName: string) => `Rendez-vous ${quoted(operationName)}`,
  invalidLinkTitle: 'Lien de rendez-vous invalide',
  /** An unknown, expired, revoked or malformed link (also the server's answer). */
  linkInvalid: 'Ce lien de réservation est invalide ou a expiré',
  invalidLinkHelp:
    "Utilisez le dernier lien reçu par e-mail ou par SMS, ou contactez l'entreprise qui vous l'a envoyé.",
  incompleteLink: 'Ce lien de rendez-vous est incomplet.',
  declinedTitle: 'C’est noté',
  /** Spec 2: after cancelling, the client will be e-mailed when a slot is found. */
  declined: 'Vous recevrez un e-mail dès qu’un créneau sera trouvé pour vous.',
  successTitle: 'Rendez-vous confirmé',
  /** `date`: a day label ('Mercredi 25 novembre 2026'), written lower-case in the sentence. */
  success: (date: string, time: string) => `Votre rendez-vous est confirmé le ${inSentence(date)} à ${time}.`,
  successHelp: 'Ce même lien vous permet de retrouver, reprogrammer ou annuler votre rendez-vous.',
  slotLabel: (date: string, start: string, end: string) => `${date}, de ${start} à ${end}`,
  appointmentTitle: 'Votre rendez-vous',
  date: 'Date',
  time: 'Heure',
  address: 'Adresse',
  operation: 'Intervention',
  timeRange: (start: string, end: string) => `de ${start} à ${end}`,
  downloadIcs: 'Ajouter à mon agenda (.ics)',
  reschedule: 'Reprogrammer',
  rescheduleTitle: 'Choisir un nouveau créneau',
  rescheduleHelp: 'Votre rendez-vous actuel est conservé tant que vous ne confirmez pas un nouveau créneau.',
  keepCurrent: 'Garder mon rendez-vous actuel',
  rescheduled: 'Votre rendez-vous a été reprogrammé.',
  cancel: 'Annuler le rendez-vous',
  cancelConfirm: `Voulez-vous vraiment annuler ce rendez-vous${NNBSP}?`,
  cancelConfirmButton: 'Oui, annuler',
  cancelTooLate:
    'Le rendez-vous ne peut plus être annulé ni reprogrammé en ligne le jour même. Contactez-nous.',
  cancelledTitle: 'Rendez-vous annulé',
  /**
   * Why the link may no longer change its appointment (issue 39, `lifecycle/client-changes.ts`):
   * the booking routes' 409 answers, shown as they come.
   */
  changeTooLate: 'Un rendez-vous ne peut plus être annulé ni reprogrammé le jour même',
  changeRefusedStarted: `L'intervention a commencé${NBSP}: le rendez-vous ne peut plus être modifié en ligne.`,
  changeRefusedCompleted: `L'intervention a été réalisée${NBSP}: le rendez-vous ne peut plus être modifié en ligne.`,
  changeRefusedCancelled: `Ce rendez-vous a été annulé${NBSP}: il ne peut plus être modifié en ligne.`,
  /** The appointment page's state, in place of 'Reprogrammer' and 'Annuler' (issue 39). */
  stateStarted: 'Intervention en cours',
  /** `date`: a day label ('Mercredi 25 novembre 2026'), written lower-case in the sentence. */
  stateCompleted: (date: string) => `Intervention réalisée le ${inSentence(date)}`,
  stateCancelled: 'Rendez-vous annulé',
  /** A billed (or paid) appointment, planned: the company's invoice holds it. */
  stateBilled: `Rendez-vous facturé${NBSP}: il ne peut plus être reprogrammé ni annulé en ligne.`,
  cancelled: 'Votre rendez-vous est annulé.',
  erase: 'Supprimer mes données',
  eraseConfirm: `Votre demande de suppression de vos données personnelles sera transmise à l'entreprise, qui la traitera. Confirmer${NNBSP}?`,
  eraseConfirmButton: 'Oui, supprimer mes données',
  erased: 'Votre demande de suppression de vos données est enregistrée.',
  back: 'Retour',
} as const;
