import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { MESSAGES, SLOT_MINUTES, dayLabel, slotToLabel } from '@tourneo/domain';
import type { Client, ProposedSlotResponse } from '@tourneo/domain';
import { ApiError } from '../../../lib/http/fetch-core.ts';
import { notify } from '../../../lib/notify.ts';
import { createAppointmentInputOf, useCreateAppointment } from '../api/create-appointment.ts';
import { useProposals } from '../api/make-appointment.ts';

const t = MESSAGES.takeCharge;

/** The proposals' failure as the spec names it: no answer is 'Erreur réseau', else the server's reason. */
const proposalsErrorOf = (error: unknown) =>
  error instanceof ApiError && error.status !== 0 ? error.message : MESSAGES.booking.networkError;

function ProposalLabel({ proposal }: { proposal: ProposedSlotResponse }) {
  const team =
    proposal.teamType === 'multi-agent'
      ? `${t.team(proposal.teamSize)} : ${proposal.teamMembers.map((member) => member.name).join(', ')}`
      : proposal.agent;
  return (
    <Stack gap={0}>
      <Text fw={600}>
        {dayLabel(proposal.date)}, {slotToLabel(proposal.beginning)} – {slotToLabel(proposal.ending)}
      </Text>
      <Text size="sm">{team}</Text>
      <Text size="sm" c="dimmed">
        {t.travel(proposal.travelTime * SLOT_MINUTES)}
      </Text>
    </Stack>
  );
}

/** No proposal to choose (the search failed, or found no free slot), and 'Réessayer'. */
function NoProposal({
  isError,
  onRetry,
  children,
}: {
  isError: boolean;
  onRetry: () => void;
  children: string;
}) {
  return (
    <Stack>
      <Alert color={isError ? 'red' : 'yellow'} role={isError ? 'alert' : 'status'}>
        {children}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onRetry}>
          {t.retry}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * 'Prendre en charge' (spec 2 §4): the client's proposals (`POST /rdv/make-appointment`), the
 * planner picks one, `POST /rdv/create` makes it a semi-automatic mission.
 */
export function TakeChargeModal({ client, onClose }: { client: Client; onClose: () => void }) {
  const proposals = useProposals(client.id);
  const create = useCreateAppointment();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const fullName = `${client.name}${client.prenom ? ` ${client.prenom}` : ''}`;
  const list = proposals.data?.proposals ?? [];
  const selected = list.find((proposal) => proposal.id === selectedId);

  const submit = () => {
    if (!selected) {
      return;
    }
    create.mutate(createAppointmentInputOf(client.id, selected), {
      onSuccess: (answer) => {
        notify('success', answer.message || MESSAGES.booking.created);
        onClose();
      },
      // Taken meanwhile, or refused: the planner chooses again among fresh proposals.
      onError: () => {
        setSelectedId(null);
        void proposals.refetch();
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title={t.title(fullName)} size="lg">
      {proposals.isPending ? (
        <Center py="lg">
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{t.searching}</Text>
          </Group>
        </Center>
      ) : proposals.isError ? (
        <NoProposal isError onRetry={() => void proposals.refetch()}>
          {proposalsErrorOf(proposals.error)}
        </NoProposal>
      ) : list.length === 0 ? (
        <NoProposal isError={false} onRetry={() => void proposals.refetch()}>
          {MESSAGES.booking.noSlotAvailable}
        </NoProposal>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack>
            <Radio.Group label={t.slotsLegend} value={selectedId} onChange={setSelectedId}>
              <Stack gap="sm" mt="xs">
                {list.map((proposal) => (
                  <Radio
                    key={proposal.id}
                    value={proposal.id}
                    label={<ProposalLabel proposal={proposal} />}
                    disabled={create.isPending}
                  />
                ))}
              </Stack>
            </Radio.Group>
            {create.isError && (
              <Alert color="red" role="alert" title={MESSAGES.booking.createError}>
                {create.error instanceof ApiError && create.error.message !== MESSAGES.booking.createError
                  ? create.error.message
                  : null}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={create.isPending}>
                Fermer
              </Button>
              <Button type="submit" disabled={!selected} loading={create.isPending}>
                {create.isPending ? t.creating : t.create}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
