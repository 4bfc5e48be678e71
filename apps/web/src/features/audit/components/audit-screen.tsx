import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  MESSAGES,
  type AuditAction,
  type AuditEntryView,
  type AuditQueryInput,
} from '@tourneo/domain';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { PagePagination } from '../../../components/ui/page-pagination.tsx';
import { useAuditEntries } from '../api/get-audit-entries.ts';
import { useVerifyAuditChain } from '../api/verify-audit-chain.ts';
import { FileRetentionForm } from './file-retention-form.tsx';

const m = MESSAGES.audit;
const ACTION_OPTIONS = [
  { value: '', label: 'Toutes les actions' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];
const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Paris',
});

function whoOf(entry: AuditEntryView): string {
  if (entry.actor === 'system') {
    return m.system;
  }
  if (entry.actor === 'owner') {
    return m.owner;
  }
  return entry.person_name ?? m.removedPerson(entry.person_id ?? 0);
}

const targetOf = (entry: AuditEntryView) =>
  entry.target_type ? `${entry.target_type}${entry.target_id === null ? '' : ` n° ${entry.target_id}`}` : '—';

const detailsOf = (entry: AuditEntryView) =>
  Object.entries(entry.details)
    .map(([key, value]) => `${key} : ${String(value)}`)
    .join(', ') || '—';

/** A reopened appointment's reason, kept beside the report rather than in the entry (issue 39). */
function reopenReasonOf(reason: NonNullable<AuditEntryView['reopen_reason']>): string {
  switch (reason.status) {
    case 'kept':
      return m.reopenReason(reason.text);
    case 'erased':
      return m.reopenReasonErased;
    case 'deleted':
      return m.reopenReasonDeleted;
  }
}

/**
 * 'Journal d'audit' (issue 26, decision 0039): the company's audit log, filtered by action and
 * period, newest first, 50 a page; 'Vérifier la chaîne' checks every entry's hash link and names
 * the first broken one. Above it, the retention of finished missions' photos and signatures.
 */
export function AuditScreen({
  people,
}: {
  people: readonly { id: number; name: string | null; email: string }[];
}) {
  const [action, setAction] = useState<AuditAction | ''>('');
  const [person, setPerson] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const filters: AuditQueryInput = {
    page,
    ...(action ? { action } : {}),
    ...(person ? { person: person === 'owner' ? 'owner' : Number(person) } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const entries = useAuditEntries(filters);
  const verify = useVerifyAuditChain();
  const resetPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const pages = entries.data ? Math.ceil(entries.data.total / entries.data.page_size) : 0;

  return (
    <Stack>
      <Title order={1} size="h2">
        {m.title}
      </Title>
      <FileRetentionForm />
      <Group align="flex-end" justify="space-between">
        <Group align="flex-end">
          <NativeSelect
            label="Action"
            data={ACTION_OPTIONS}
            value={action}
            onChange={(event) => resetPage(setAction)(event.currentTarget.value as AuditAction | '')}
          />
          <NativeSelect
            label="Personne"
            data={[
              { value: '', label: 'Tout le monde' },
              { value: 'owner', label: m.owner },
              ...people.map((one) => ({ value: String(one.id), label: one.name ?? one.email })),
            ]}
            value={person}
            onChange={(event) => resetPage(setPerson)(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="Du"
            value={from}
            onChange={(event) => resetPage(setFrom)(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="Au"
            value={to}
            onChange={(event) => resetPage(setTo)(event.currentTarget.value)}
          />
        </Group>
        <Button variant="light" onClick={() => verify.mutate()} loading={verify.isPending}>
          {m.verify}
        </Button>
      </Group>
      {verify.data && (
        <Alert role="status" color={verify.data.intact ? 'teal' : 'red'} title={verify.data.message}>
          {verify.data.broken
            ? `${AUDIT_ACTION_LABELS[verify.data.broken.action as AuditAction] ?? verify.data.broken.action}, ${dateTime.format(new Date(verify.data.broken.at))}`
            : `${verify.data.checked} entrées vérifiées`}
        </Alert>
      )}
      {verify.error && (
        <Text c="red" role="alert">
          {serverMessageOr(verify.error, MESSAGES.http[500])}
        </Text>
      )}
      <QueryStatus query={entries} fallback={MESSAGES.http[500]} />
      {entries.data && entries.data.entries.length === 0 && <Text c="dimmed">{m.empty}</Text>}
      {entries.data && entries.data.entries.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped aria-label={m.title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>N°</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Qui</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>Cible</Table.Th>
                <Table.Th>Détails</Table.Th>
                <Table.Th>Adresse IP</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.data.entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{entry.seq}</Table.Td>
                  <Table.Td>{dateTime.format(new Date(entry.at))}</Table.Td>
                  <Table.Td>{whoOf(entry)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={entry.action === 'sign_in_failed' ? 'red' : 'blue'}>
                      {AUDIT_ACTION_LABELS[entry.action]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{targetOf(entry)}</Table.Td>
                  <Table.Td>
                    {detailsOf(entry)}
                    {entry.reopen_reason && (
                      <Text size="sm" fs={entry.reopen_reason.status === 'kept' ? undefined : 'italic'}>
                        {reopenReasonOf(entry.reopen_reason)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{entry.ip ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <PagePagination total={pages} value={page} onChange={setPage} />
    </Stack>
  );
}
