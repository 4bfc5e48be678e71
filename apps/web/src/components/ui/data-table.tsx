import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/**
 * A striped table of figures: its column headers, each row headed by its first cell (unless
 * `rowHeaders` is false), in a container that scrolls sideways below `minWidth` and, given
 * `maxHeight`, downwards with its header kept in view.
 */
export function DataTable({
  columns,
  rows,
  caption,
  minWidth,
  maxHeight,
  rowHeaders = true,
}: {
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  caption?: ReactNode;
  minWidth: number;
  maxHeight?: number;
  rowHeaders?: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} mah={maxHeight}>
      <Table striped stickyHeader={maxHeight !== undefined}>
        {caption && <Table.Caption>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
