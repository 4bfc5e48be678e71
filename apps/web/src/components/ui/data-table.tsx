import type { ReactNode } from 'react';
import { Table, VisuallyHidden, type TableProps } from '@mantine/core';

/** A column heading: its text, or `{ hidden }` for a column of buttons named only for screen readers. */
export type DataTableColumn = string | { hidden: string };

interface DataTableProps extends TableProps {
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** Given, the table scrolls downwards past this height, its header kept in view. */
  maxHeight?: number;
  columns: readonly DataTableColumn[];
  caption?: ReactNode;
  /** The rows (`Table.Tr`). */
  children: ReactNode;
}

/** A table of records: a header row of column headings, the rows, sideways scroll on a narrow screen. */
export function DataTable({
  minWidth,
  maxHeight,
  columns,
  caption,
  children,
  ...tableProps
}: DataTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} mah={maxHeight}>
      <Table stickyHeader={maxHeight !== undefined} {...tableProps}>
        {caption && <Table.Caption>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={typeof column === 'string' ? column : column.hidden} scope="col">
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

/**
 * A striped table of figures given as cells: each row headed by its first cell (unless
 * `rowHeaders` is false).
 */
export function FiguresTable({
  rows,
  rowHeaders = true,
  ...table
}: Omit<DataTableProps, 'children' | 'columns'> & {
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  rowHeaders?: boolean;
}) {
  return (
    <DataTable striped {...table}>
      {rows.map((row, index) => (
        <Table.Tr key={index}>
          {row.map((cell, cellIndex) =>
            cellIndex === 0 && rowHeaders ? (
              <Table.Th key={cellIndex} scope="row">
                {cell}
              </Table.Th>
            ) : (
              <Table.Td key={cellIndex}>{cell}</Table.Td>
            ),
          )}
        </Table.Tr>
      ))}
    </DataTable>
  );
}
