import { Alert, Button, CopyButton, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type Agent } from '@tourneo/domain';
import { useCalendarFeed, useRegenerateCalendarFeed } from '../api/calendar-feed.ts';
import { notify } from '../../../lib/notify.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { CALENDAR_FEED_MESSAGES } from '@tourneo/domain/messages/calendar-feed-fr';

const m = CALENDAR_FEED_MESSAGES;

/** The agent's feed address: read-only, copied in one click, replaced after a confirmation. */
function CalendarFeedDetails({ agent }: { agent: Agent }) {
  const feed = useCalendarFeed(agent.id);
  const regenerate = useRegenerateCalendarFeed(agent.id);
  if (feed.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{m.loading}</Text>
      </Group>
    );
  }
  if (feed.isError) {
    return (
      <Alert color="red" title={serverMessageOr(feed.error, m.loadError)}>
        <Button size="xs" variant="light" onClick={() => void feed.refetch()}>
          {m.retry}
        </Button>
      </Alert>
    );
  }
  const confirmRegenerate = () =>
    modals.openConfirmModal({
      title: m.regenerateTitle,
      children: <Text size="sm">{m.regenerateText}</Text>,
      labels: { confirm: m.regenerateConfirm, cancel: m.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        regenerate.mutate(undefined, {
          onSuccess: (answer) => notify('success', answer.message),
          onError: (error) => notify('error', serverMessageOr(error, m.loadError)),
        }),
    });
  return (
    <Stack>
      <TextInput
        label={m.linkLabel}
        value={feed.data.url}
        readOnly
        onFocus={(event) => event.target.select()}
      />
      <Group>
        <CopyButton value={feed.data.url}>
          {({ copied, copy }) => (
            <Button size="sm" variant="light" onClick={copy} data-autofocus>
              {copied ? m.copied : m.copy}
            </Button>
          )}
        </CopyButton>
        <Button
          size="sm"
          variant="subtle"
          color="red"
          loading={regenerate.isPending}
          onClick={confirmRegenerate}
        >
          {m.regenerate}
        </Button>
      </Group>
    </Stack>
  );
}

/** 'Lien d’agenda': the agent's sessions in the agent's own calendar app (issue 27). */
export function CalendarFeedModal({ agent, onClose }: { agent: Agent | undefined; onClose: () => void }) {
  return (
    <Modal opened={agent !== undefined} onClose={onClose} title={m.dialogTitle} size="lg">
      {agent && (
        <Stack>
          <Text size="sm">{m.dialogIntro}</Text>
          <CalendarFeedDetails key={agent.id} agent={agent} />
        </Stack>
      )}
    </Modal>
  );
}
