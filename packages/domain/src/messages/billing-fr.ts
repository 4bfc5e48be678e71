/**
 * The 'Facturation' screen's messages (issue 22, spec 2 "Billing", §4, §8); `MESSAGES.billing` is
 * this. Those the spec quotes are verbatim; the others are ours.
 */
export const BILLING_MESSAGES = {
  /** Spec 2 §8, verbatim: after 'Marquer facturé' or 'Marquer payé'. */
  statusUpdated: 'Statut mis à jour avec succès',
  /** Spec 2 §8, verbatim. */
  statusUpdateError: 'Erreur lors de la mise à jour du statut',
  /** Spec 2 §8, verbatim: a month loaded on demand. */
  monthLoaded: 'Facture chargée avec succès',
  /** Spec 2 §8, verbatim. */
  loadError: 'Erreur lors du chargement des données de facturation',
  /** Spec 2 §8, verbatim: the history without any closed month. */
  periodsEmpty: 'Aucune période de facturation trouvée.',
  /** Spec 2 §8, verbatim: a month without appointments. */
  rdvEmpty: 'Aucun rendez-vous à afficher',
  /** Spec 2 §4, the actions of each billing status. */
  markBilled: 'Marquer facturé',
  markPaid: 'Marquer payé',
  paidMarker: 'Payé',
  /** The server's refusals of a transition that does not go forward by one step (409). */
  alreadyBilled: 'Ce rendez-vous est déjà facturé.',
  alreadyPaid: 'Ce rendez-vous est déjà payé : son statut ne change plus.',
  notBilledYet: 'Ce rendez-vous doit être marqué facturé avant d’être marqué payé.',
  cancelledNotBillable: 'Ce rendez-vous est annulé : il ne se facture pas.',
  /** The 409 of a deletion or cancellation of a billed or paid appointment, from any door (issue 39). */
  billedNotRemovable: 'Rendez-vous facturé : il ne peut plus être supprimé ni annulé.',
  rdvIdInvalid: 'Identifiant de rendez-vous invalide',
  yearInvalid: 'Année invalide (de 2000 à 2100)',
  monthInvalid: 'Mois invalide (de 1 à 12)',
  /** An operation type's price (EUR HT), in its form. */
  priceInvalid: 'Prix invalide : un montant en euros HT, positif, avec deux décimales au plus',
  metricsLoadError: 'Erreur lors du chargement des métriques',
} as const;
