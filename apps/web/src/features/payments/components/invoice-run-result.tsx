import { Alert, List, Text } from '@mantine/core';
import { MESSAGES, periodLabel, type GenerateInvoicesResponse } from '@tourneo/domain';

/**
 * The operator's last run under the month picker: how many invoices were issued, and each company
 * that got none, by name, with why (issue 39: '0 émise(s), 1 échec(s)' alone said nothing).
 */
export function InvoiceRunResult({ run }: { run: GenerateInvoicesResponse['data'] }) {
  const { success, failures } = run.summary;
  return (
    <Alert
      color={failures > 0 ? 'red' : 'green'}
      title={`${MESSAGES.payments.generated} (${periodLabel(run.period)}) : ${success} émise(s), ${failures} échec(s)`}
      role="status"
    >
      {run.failures.length > 0 && (
        <>
          <Text size="sm" fw={700} id="invoice-run-failures">
            {MESSAGES.payments.runFailuresTitle}
          </Text>
          <List size="sm" aria-labelledby="invoice-run-failures">
            {run.failures.map((failure) => (
              <List.Item key={failure.company_id}>
                <Text span fw={600} size="sm">
                  {failure.company_name}
                </Text>{' '}
                : {failure.message}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
