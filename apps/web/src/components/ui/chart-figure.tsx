import type { ReactNode } from 'react';
import { Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';

export interface ChartTable {
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

/**
 * A chart with its title and, for screen readers, the same figures as a table (ARCHITECTURE.md
 * "charts"). The chart itself comes from the screen's own chunk: this file imports no chart
 * library, so the back office's first load does not carry one.
 */
export function ChartFigure({
  title,
  description,
  table,
  children,
}: {
  title: string;
  description?: string;
  table: ChartTable;
  children: ReactNode;
}) {
  return (
    <Stack component="figure" gap="xs" m={0} aria-label={title}>
      <Title order={3} size="h4" component="figcaption">
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
      {children}
      <VisuallyHidden>
        <Table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    <th key={cellIndex} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={cellIndex}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
