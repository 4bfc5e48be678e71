import { Center, Pagination } from '@mantine/core';

/** The pagination's buttons, named in French. */
const PAGINATION_LABELS = {
  first: 'Première page',
  previous: 'Page précédente',
  next: 'Page suivante',
  last: 'Dernière page',
} as const;

export interface PagePaginationProps {
  total: number;
  value: number;
  onChange: (page: number) => void;
}

/** The pages of a list, under it, with first and last page buttons; nothing when there is one page. */
export function PagePagination({ total, value, onChange }: PagePaginationProps) {
  if (total <= 1) {
    return null;
  }
  return (
    <Center>
      <Pagination
        withEdges
        total={total}
        value={value}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': PAGINATION_LABELS[control] })}
      />
    </Center>
  );
}
