import { Badge, Button, Center, Loader, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  MESSAGES,
  formatParisInstant,
  type AccountSession,
  ACCOUNT_SECURITY_MESSAGES,
} from '@tourneo/domain';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/notify.ts';
import { useAccountSessions, useEndSession } from '../api/account-security.ts';

const s = ACCOUNT_SECURITY_MESSAGES;
const dateTime = (instant: string | null) =>
  instant ? formatParisInstant(new Date(instant), "d MMM yyyy 'à' H'h'mm") : '—';

/**
 * The account's open sessions (decision 0038): the browser, when it opened and was last used, its
 * network (masked); ending one ends it on every server at once. Ending this one signs out.
 */
export function SessionsList({ onCurrentEnded }: { onCurrentEnded: () => void }) {
  const sessions = useAccountSessions();
  const end = useEndSession();

  const confirmEnd = (session: AccountSession, device: string) =>
    modals.openConfirmModal({
      title: s.endSessionTitle,
      children: (
        <Text size="sm">{session.current ? s.endCurrentSessionConfirm : s.endSessionConfirm(device)}</Text>
      ),
      labels: { confirm: s.endSession, cancel: s.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        end.mutate(session.id, {
          onSuccess: (answer) => {
            notify('success', answer.message);
            if (session.current) {
              onCurrentEnded();
            }
          },
          onError: (error) => notify('error', serverMessageOr(error, MESSAGES.http[500])),
        }),
    });

  if (sessions.isPending) {
    return (
      <Center p="md">
        <Loader aria-label="Chargement..." />
      </Center>
    );
  }
  if (sessions.error) {
    return <ErrorAlert message={serverMessageOr(sessions.error, s.loadError)} />;
  }
  if (sessions.data.sessions.length === 0) {
    return <Text c="dimmed">{s.sessionsEmpty}</Text>;
  }
  return (
    <DataTable
      minWidth={640}
      striped
      aria-label={s.sessionsTitle}
      columns={[s.sessionDevice, s.sessionCreated, s.sessionLastUsed, s.sessionIp, s.sessionActions]}
    >
      {sessions.data.sessions.map((session) => {
        const device = session.device ?? s.unknownDevice;
        return (
          <Table.Tr key={session.id}>
            <Table.Td>
              {device}{' '}
              {session.current && (
                <Badge color="teal" variant="light">
                  {s.currentSession}
                </Badge>
              )}
            </Table.Td>
            <Table.Td>{dateTime(session.created_at)}</Table.Td>
            <Table.Td>{dateTime(session.last_used_at)}</Table.Td>
            <Table.Td>{session.ip ?? '—'}</Table.Td>
            <Table.Td>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                aria-label={s.endSessionLabel(session.current ? s.currentSession.toLowerCase() : device)}
                onClick={() => confirmEnd(session, device)}
              >
                {s.endSession}
              </Button>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
