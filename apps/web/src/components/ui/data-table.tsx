import type { ReactNode } from 'react';
import { Table, VisuallyHidden, type TableProps } from '@mantine/core';

/** A column heading: its text, or `{ hidden }` for a column of buttons named only for screen readers. */
export type DataTableColumn = string | { hidden: string };

interface DataTableProps extends TableProps {
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  columns: readonly DataTableColumn[];
  /** The rows (`Table.Tr`). */
  children: ReactNode;
}

/** A table of records: a header row of column headings, the rows, sideways scroll on a narrow screen. */
export function DataTable({ minWidth, columns, children, ...tableProps }: DataTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table {...tableProps}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={typeof column === 'string' ? column : column.hidden}>
                {typeof column === 'string' ? column : <VisuallyHidden>{column.hidden}</VisuallyHidden>}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
