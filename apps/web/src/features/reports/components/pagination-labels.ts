/** The pagination's buttons, named in French. */
export const PAGINATION_LABELS = {
  first: 'Première page',
  previous: 'Page précédente',
  next: 'Page suivante',
  last: 'Dernière page',
} as const;
