import { useState } from 'react';
import { Badge, Button, Checkbox, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  MESSAGES,
  ROLE_LABELS,
  type PersonRole,
  type PersonView,
  ACCOUNT_SECURITY_MESSAGES,
} from '@tourneo/domain';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { notify } from '../../../lib/notify.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { usePeople } from '../api/get-people.ts';
import {
  useCancelInvitation,
  useRemovePerson,
  useSetTotpRequirement,
  useUpdatePersonRole,
} from '../api/change-people.ts';
import { InvitePersonModal, ROLE_OPTIONS } from './invite-person-modal.tsx';

const m = MESSAGES.people;
const s = ACCOUNT_SECURITY_MESSAGES;
const answered = {
  onSuccess: (answer: { message: string }) => notify('success', answer.message),
  onError: (error: Error) => notify('error', serverMessageOr(error, MESSAGES.http[500])),
};

/**
 * 'Personnes' (issue 26): the company's people and pending invitations; an administrateur invites,
 * changes a role (the person's open sessions take it at once) and removes someone (their sessions
 * end at once), after a confirmation.
 */
export function PeopleScreen({ ownPersonId }: { ownPersonId: number | undefined }) {
  const people = usePeople();
  const updateRole = useUpdatePersonRole();
  const remove = useRemovePerson();
  const cancelInvitation = useCancelInvitation();
  const setTotpRequirement = useSetTotpRequirement();
  const [isInviting, setInviting] = useState(false);

  const changeRole = (person: PersonView, role: PersonRole) =>
    updateRole.mutate(
      { id: person.id, role },
      {
        onSuccess: (answer) => notify('success', answer.message),
        onError: (error) => notify('error', serverMessageOr(error, MESSAGES.http[500])),
      },
    );
  const confirmRemove = (person: PersonView) =>
    modals.openConfirmModal({
      title: m.removeTitle,
      children: <Text size="sm">{m.removeConfirm(person.name ?? person.email)}</Text>,
      labels: { confirm: m.remove, cancel: m.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(person.id, {
          onSuccess: (answer) => notify('success', answer.message),
          onError: (error) => notify('error', serverMessageOr(error, MESSAGES.http[500])),
        }),
    });

  const confirmCancelInvitation = (invitation: PersonView) =>
    modals.openConfirmModal({
      title: s.cancelInvitation,
      children: <Text size="sm">{s.cancelInvitationConfirm(invitation.email)}</Text>,
      labels: { confirm: s.cancelInvitation, cancel: s.keep },
      confirmProps: { color: 'red' },
      onConfirm: () => cancelInvitation.mutate(invitation.id, answered),
    });

  const rows = [...(people.data?.people ?? []), ...(people.data?.invitations ?? [])];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {m.title}
        </Title>
        <Button onClick={() => setInviting(true)}>{m.invite}</Button>
      </Group>
      <Text>{m.intro}</Text>
      {people.data && (
        <Checkbox
          label={s.requirementLabel}
          description={s.requirementHint}
          checked={people.data.totp_required_for_admins}
          disabled={setTotpRequirement.isPending}
          onChange={(event) => setTotpRequirement.mutate(event.currentTarget.checked, answered)}
        />
      )}
      <QueryStatus query={people} fallback={m.loadError} />
      {people.data && rows.length === 0 && <Text c="dimmed">{m.empty}</Text>}
      {rows.length > 0 && (
        <DataTable
          minWidth={640}
          striped
          columns={[m.nameColumn, m.emailColumn, m.roleColumn, m.statusColumn, m.actionsColumn]}
        >
          {rows.map((person) => {
            const isActive = person.status === 'active';
            const isSelf = isActive && person.id === ownPersonId;
            const name = person.name ?? person.email;
            return (
              <Table.Tr key={`${person.status}-${person.id}`}>
                <Table.Td>{person.name ?? '—'}</Table.Td>
                <Table.Td>{person.email}</Table.Td>
                <Table.Td>
                  {isActive && !isSelf ? (
                    <NativeSelect
                      aria-label={m.changeRoleLabel(name)}
                      data={ROLE_OPTIONS}
                      value={person.role}
                      onChange={(event) => changeRole(person, event.currentTarget.value as PersonRole)}
                    />
                  ) : (
                    ROLE_LABELS[person.role]
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge color={isActive ? 'teal' : 'gray'} variant="light">
                    {isActive ? m.active : m.pending}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {isActive && !isSelf && (
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      aria-label={m.removeLabel(name)}
                      onClick={() => confirmRemove(person)}
                    >
                      {m.remove}
                    </Button>
                  )}
                  {!isActive && (
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      aria-label={s.cancelInvitationLabel(person.email)}
                      onClick={() => confirmCancelInvitation(person)}
                    >
                      {s.cancelInvitation}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </DataTable>
      )}
      <InvitePersonModal opened={isInviting} onClose={() => setInviting(false)} />
    </Stack>
  );
}
