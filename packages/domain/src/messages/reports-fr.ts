/**
 * The Rapports group's messages (issue 15: recent missions, archive, photo viewer, PDF);
 * `MESSAGES.reports` is this. Those the spec quotes (spec 2 §8 "Archive and recent", "PDF and
 * images", §6 'PDF Business+') are verbatim; the others are ours.
 */
export const REPORTS_MESSAGES = {
  /** Spec 2 §8, verbatim. */
  archiveLoadError: 'Erreur lors de la récupération des archives. Veuillez réessayer.',
  /** Spec 2 §8, verbatim: the recent missions' empty state. */
  recentEmpty: 'Aucune mission récente trouvée...',
  recentLoadError: 'Erreur lors de la récupération des missions récentes. Veuillez réessayer.',
  archiveEmpty: 'Aucune mission archivée trouvée...',
  detailsLoadError: 'Erreur lors du chargement des détails de la mission',
  /** Spec 2 §8, verbatim. */
  pdfSuccess: 'PDF généré avec succès !',
  /** Spec 2 §8: followed by the server's message, error or 'Erreur inconnue'. */
  pdfErrorPrefix: 'Erreur lors de la génération du PDF: ',
  unknownError: 'Erreur inconnue',
  /** Spec 2 §8, verbatim. */
  imageLoadError: "Erreur de chargement de l'image",
  noImage: 'Aucune image',
  /** Spec 2 §6, verbatim: shown instead of 'Générer PDF' without the feature. */
  pdfBusinessHint: 'PDF Business+',
  /** The criteria's dates as the server reads them. */
  dateInvalid: 'Date invalide (format AAAA-MM-JJ)',
  /** The criteria's dates as typed in the page (spec 2 §5: dd/mm/yyyy). */
  frenchDateInvalid: 'Date invalide : utilisez le format jj/mm/aaaa',
  periodInvalid: 'La date de fin doit être après la date de début',
  pageInvalid: 'Numéro de page invalide',
  filterTooLong: 'Critère de recherche trop long (100 caractères au plus)',
  missionIdInvalid: 'Identifiant de mission invalide',
  /** A file question's PDF, named in the report and the popup. */
  attachedFile: 'Fichier PDF joint',
} as const;
