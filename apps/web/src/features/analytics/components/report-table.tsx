import { Button, Group, Text, Title } from '@mantine/core';
import { FiguresTable } from '../../../components/ui/data-table.tsx';
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
        <FiguresTable columns={columns} rows={rows} caption={title} minWidth={480} maxHeight={maxHeight} />
      )}
    </div>
  );
}
