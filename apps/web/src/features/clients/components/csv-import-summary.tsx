import { Alert, Button, Group, List, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { hasImportedSome, type CsvImportResponse } from '@tourneo/domain';
import { downloadText, importReportCsv } from '../csv-files.ts';
import { ImportOutcomeAlert } from './import-outcome-alert.tsx';

const SHOWN_LINES = 20;

/** What the import did: counts, unknown operations, the first report lines and the full report to download. */
export function CsvImportSummary({ result }: { result: CsvImportResponse }) {
  const counts: [string, number][] = [
    ['Importés', result.imported],
    ['Mis à jour', result.updated],
    ['Ignorés', result.skipped],
    ['Invalides', result.invalid],
  ];
  return (
    <Stack aria-label="Résultat de l'import" role="region">
      {(!hasImportedSome(result) || result.skipped + result.invalid > 0) && (
        <ImportOutcomeAlert result={result} />
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {counts.map(([label, value]) => (
          <Stack
            key={label}
            gap={0}
            align="center"
            p="sm"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
          >
            <Text size="xl" fw={700} data-testid={`import-count-${label}`}>
              {value}
            </Text>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {result.unknownOperations.length > 0 && (
        <Alert color="orange" title="Opérations inconnues">
          <List size="sm">
            {result.unknownOperations.map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
          </List>
          <Text size="sm" mt="xs">
            Créez ces opérations (Paramètres › Créer opération) puis importez de nouveau le fichier.
          </Text>
        </Alert>
      )}
      {result.report.length > 0 && (
        <>
          <Table
            striped
            withTableBorder
            data={{
              head: ['Ligne', 'Statut', 'Motif'],
              body: result.report
                .slice(0, SHOWN_LINES)
                .map((line) => [line.line, line.status === 'invalid' ? 'Invalide' : 'Ignorée', line.reason]),
            }}
          />
          <Group>
            <Button
              variant="light"
              onClick={() => downloadText('rapport-import-clients.csv', importReportCsv(result.report))}
            >
              Télécharger le rapport d'erreurs
            </Button>
            {(result.report.length > SHOWN_LINES || result.reportTruncated) && (
              <Text size="sm" c="dimmed">
                {result.reportTruncated
                  ? `Le rapport est limité à ${result.report.length} lignes.`
                  : `${result.report.length - SHOWN_LINES} lignes de plus dans le rapport.`}
              </Text>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
