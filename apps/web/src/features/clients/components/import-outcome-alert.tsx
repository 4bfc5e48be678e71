import { Alert, List, Text } from '@mantine/core';
import { MESSAGES, hasImportedSome, type CsvImportResponse } from '@tourneo/domain';

/** How many distinct reasons the alert lists; the report table below has every line. */
const SHOWN_REASONS = 5;

/** The report's reasons, most frequent first, with how many lines each refused. */
function reasonsOf(result: CsvImportResponse): [string, number][] {
  const counts = new Map<string, number>();
  for (const line of result.report) {
    counts.set(line.reason, (counts.get(line.reason) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, SHOWN_REASONS);
}

/**
 * Stays on the screen after an import that refused rows: the server's French answer (nothing
 * imported, or how many added and refused) and the main reasons.
 */
export function ImportOutcomeAlert({ result }: { result: CsvImportResponse }) {
  const isNothingImported = !hasImportedSome(result);
  const reasons = reasonsOf(result);
  return (
    <Alert
      color={isNothingImported ? 'red' : 'orange'}
      title={isNothingImported ? 'Aucun client importé' : 'Import partiel'}
    >
      <Text size="sm">{result.message}</Text>
      {reasons.length > 0 && (
        <>
          <Text size="sm" fw={600} mt="xs">
            {MESSAGES.importOutcome.reasonsTitle}
          </Text>
          <List size="sm" aria-label={MESSAGES.importOutcome.reasonsTitle}>
            {reasons.map(([reason, lines]) => (
              <List.Item key={reason}>
                {reason} ({lines} ligne{lines > 1 ? 's' : ''})
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
