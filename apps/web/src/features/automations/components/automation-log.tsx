import { useState } from 'react';
import { Center, Group, Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import { AUTOMATION_RULES, MESSAGES, formatParisInstant, type AutomationRule } from '@tourneo/domain';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useAutomationLog } from '../api/get-automation-log.ts';
import { AUTOMATIONS_MESSAGES } from '@tourneo/domain/messages/automations-fr';

const M = AUTOMATIONS_MESSAGES;

/** What the rules did, newest first, for every rule or one. */
export function AutomationLog() {
  const [rule, setRule] = useState<AutomationRule | null>(null);
  const log = useAutomationLog(rule);
  return (
    <Stack component="section" aria-labelledby="automation-log-title">
      <Group justify="space-between" align="end">
        <Title order={2} size="h3" id="automation-log-title">
          {M.log}
        </Title>
        <Select
          label={M.logFilter}
          data={[
            { value: 'all', label: M.allRules },
            ...AUTOMATION_RULES.map((value) => ({ value, label: M.rules[value].label })),
          ]}
          value={rule ?? 'all'}
          allowDeselect={false}
          onChange={(value) => setRule(value && value !== 'all' ? value : null)}
        />
      </Group>
      {log.isPending && (
        <Center p="md">
          <Loader aria-label={MESSAGES.bookingPage.loading} />
        </Center>
      )}
      {log.error && <ErrorAlert message={M.logLoadError} />}
      {log.data && log.data.entries.length === 0 && <Text c="dimmed">{M.logEmpty}</Text>}
      {log.data && log.data.entries.length > 0 && (
        <Table.ScrollContainer minWidth={600}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">Règle</Table.Th>
                <Table.Th scope="col">Action</Table.Th>
                <Table.Th scope="col">Client</Table.Th>
                <Table.Th scope="col">Détail</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>
                    {formatParisInstant(new Date(entry.created_at), "d MMM yyyy 'à' H'h'mm")}
                  </Table.Td>
                  <Table.Td>{M.rules[entry.rule].label}</Table.Td>
                  <Table.Td>{entry.label}</Table.Td>
                  <Table.Td>{entry.client_name ?? '—'}</Table.Td>
                  <Table.Td>{entry.detail}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
