/** The company profile ('Mon entreprise'): the contact its clients see on the booking page. */
export const COMPANY_PROFILE_MESSAGES = {
  title: 'Mon entreprise',
  intro:
    'Ces coordonnées sont montrées à vos clients sur leur page de rendez-vous, pour qu’ils puissent vous joindre.',
  contactEmail: 'E-mail de contact',
  contactPhone: 'Téléphone de contact',
  contactEmailInvalid: 'Adresse e-mail de contact invalide (exemple : contact@entreprise.fr)',
  contactEmailTooLong: 'L’adresse e-mail de contact ne peut pas dépasser 254 caractères',
  contactPhoneInvalid:
    'Numéro de téléphone de contact invalide (exemple : 01 23 45 67 89 ou +33 1 23 45 67 89)',
  save: 'Enregistrer',
  saving: 'Enregistrement...',
  saved: 'Coordonnées de l’entreprise enregistrées',
  loadFailed: 'Impossible de charger les coordonnées de l’entreprise',
  noContactHint:
    'Sans e-mail ni téléphone, la page de rendez-vous indique seulement le nom de l’entreprise : vos clients ne peuvent pas vous écrire.',
} as const;
