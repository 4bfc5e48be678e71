import { Button, Group, Table, Text, Title } from '@mantine/core';
import { downloadText, toCsv } from '../../../lib/csv.ts';

/**
 * A report's table, the figures of its chart for everyone and for screen readers, and its CSV
 * export: the file holds exactly the rows and columns shown.
 */
export function ReportTable({
  title,
  columns,
  rows,
  fileName,
  maxHeight,
}: {
  title: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  fileName: string;
  maxHeight?: number;
}) {
  return (
    <div>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {title} (tableau)
        </Title>
        <Button
          size="xs"
          variant="light"
          aria-label={`Exporter en CSV : ${title}`}
          onClick={() => downloadText(fileName, toCsv([columns, ...rows]))}
          disabled={rows.length === 0}
        >
          Exporter en CSV
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">Aucune donnée sur cette période</Text>
      ) : (
        <Table.ScrollContainer minWidth={480} mah={maxHeight}>
          <Table striped stickyHeader>
            <Table.Caption>{title}</Table.Caption>
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
                    cellIndex === 0 ? (
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
      )}
    </div>
  );
}
