/**
 * The Paiements screen's messages (issue 22, the platform's invoices to companies);
 * `MESSAGES.payments` is this. Those the spec quotes (spec 2 §8 "Payments") are verbatim; the
 * others are ours.
 */
export const PAYMENTS_MESSAGES = {
  /** Spec 2 §8, verbatim. */
  invoicesLoadError: 'Erreur lors du chargement des factures',
  /** Spec 2 §8, verbatim ('...des métriques'). */
  metricsLoadError: 'Erreur lors du chargement des métriques',
  /** Spec 2 §8, verbatim ('...de la génération des factures'). */
  generateError: 'Erreur lors de la génération des factures',
  /** Spec 2 §8, verbatim: the invoices' empty state. */
  invoicesEmpty: 'Aucune facture trouvée',
  generated: 'Factures générées',
  periodInvalid: 'La période doit être un mois au format AAAA-MM',
  periodInFuture: 'On ne facture pas un mois qui n’a pas commencé',
  /** Issue 39: a run covers only a month that is over (Paris time); its invoices are final. */
  periodInProgress:
    'On ne facture pas un mois en cours : les factures d’un mois s’émettent une fois ce mois terminé',
  /** Issue 39: why a company of a run got no invoice (the run's failures, API and screen). */
  runFailureReasons: {
    no_legal_identity: 'Identité de facturation manquante',
    error: 'Erreur lors de l’émission de la facture',
  },
  /** The heading of the run's failures on the Paiements screen. */
  runFailuresTitle: 'Sociétés non facturées',
  invoiceNotFound: 'Facture introuvable',
  operatorOnly: 'Accès interdit',
  paymentRecorded: 'Paiement enregistré',
  failureRecorded: 'Échec de paiement enregistré',
  amountInvalid: 'Le montant doit être un nombre positif en euros (2 décimales au plus)',
  amountTooHigh: 'Le montant dépasse ce qui reste à payer',
  dateInvalid: 'Date invalide',
  methodRequired: 'Le moyen de paiement est obligatoire',
  reasonRequired: 'Le motif est obligatoire',
  creditNoteCreated: 'Avoir émis',
  creditNoteTooHigh: 'L’avoir dépasse le montant restant de la facture',
  creditNoteOfCreditNote: 'Un avoir ne se corrige pas par un avoir',
  legalIdentitySaved: 'Identité de facturation enregistrée',
  sirenInvalid: 'Le SIREN doit contenir 9 chiffres',
  vatNumberInvalid: 'Numéro de TVA intracommunautaire invalide (ex. FR12345678901)',
  legalNameRequired: 'La raison sociale est obligatoire',
  addressRequired: 'L’adresse est obligatoire',
  postalCodeInvalid: 'Le code postal doit contenir 5 chiffres',
  cityRequired: 'La ville est obligatoire',
  operatorNotConfigured: 'La facturation n’est pas configurée (OPERATOR_LEGAL_NAME, OPERATOR_SIREN…)',
} as const;
