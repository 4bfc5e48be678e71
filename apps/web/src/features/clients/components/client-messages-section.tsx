import { useId, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  type MantineColor,
} from '@mantine/core';
import {
  CLIENT_MESSAGE_KIND_LABELS,
  CLIENT_MESSAGE_STATUS_LABELS,
  MESSAGES,
  formatInvitationTime,
  isUntrueMessage,
} from '@tourneo/domain';
import type { Client } from '@tourneo/domain';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/notify.ts';
import { useSubmitLock } from '../../../lib/use-submit-lock.ts';
import { useMayCall } from '../../../lib/use-may-call.ts';
import { useClientMessages, type ClientMessageRow } from '../api/get-client-messages.ts';
import { useResendClientMessage } from '../api/resend-client-message.ts';
import { useSendBookingLink } from '../api/send-booking-link.ts';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';

const m = MESSAGES.clientMessages;

const COLUMNS: DataTableColumn[] = [
  'Canal',
  'Message',
  'Destinataire',
  'Date',
  'Statut',
  { hidden: 'Action' },
];

const CHANNEL_LABELS: Record<ClientMessageRow['channel'], string> = { email: 'E-mail', sms: 'SMS' };

const STATUS_COLORS: Record<ClientMessageRow['status'], MantineColor> = {
  pending: 'yellow',
  sent: 'teal',
  failed: 'red',
  cancelled: 'gray',
  not_sent: 'orange',
};

/** An envelope or a mobile phone beside the channel's name (decorative: the name says it). */
function ChannelIcon({ channel }: { channel: ClientMessageRow['channel'] }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {channel === 'email' ? (
        <>
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3 7 9 6 9-6" />
        </>
      ) : (
        <>
          <rect x="7" y="2" width="10" height="20" rx="2" />
          <path d="M11 18h2" />
        </>
      )}
    </svg>
  );
}

/** When it went out, else when it goes: Paris time, "lundi 23 novembre 2026 à 9h00". */
function MessageTime({ message }: { message: ClientMessageRow }) {
  const instant = message.sent_at ?? message.send_after;
  return <time dateTime={instant}>{formatInvitationTime(instant)}</time>;
}

function MessageStatus({ message }: { message: ClientMessageRow }) {
  // A failure or a message not sent says why; a pending message that already failed once says
  // why it is tried again.
  const reason = message.status === 'cancelled' || message.status === 'sent' ? null : message.last_error;
  return (
    <Stack gap={4} align="flex-start">
      {/* Its whole label: a narrow column would otherwise cut it ('En att…'). */}
      <Badge variant="light" color={STATUS_COLORS[message.status]} style={{ minWidth: 'max-content' }}>
        {CLIENT_MESSAGE_STATUS_LABELS[message.status]}
      </Badge>
      {reason && (
        <Text size="xs" c={message.status === 'failed' ? 'red' : 'dimmed'}>
          {reason}
        </Text>
      )}
    </Stack>
  );
}

/**
 * 'Messages envoyés' of a client's details: every e-mail and SMS with its channel, time and
 * status, a resend per message, and 'Envoyer le lien' (the booking link at once). The history is
 * asked again every few seconds while a message waits to leave, so 'En attente' turns 'Envoyé'.
 */
export function ClientMessagesSection({ client, onLinkSent }: { client: Client; onLinkSent: () => void }) {
  const headingId = useId();
  const history = useClientMessages(client.id);
  const send = useSendBookingLink();
  const maySendLink = useMayCall('POST /client/send-link');
  const mayResend = useMayCall('POST /client/messages/resend');
  const resend = useResendClientMessage();
  const lock = useSubmitLock();
  const resendLock = useSubmitLock();
  const [resendingId, setResendingId] = useState<number | null>(null);
  const messages = history.data?.messages ?? [];
  const hasInvitation = messages.some(
    (message) => message.kind === 'invitation' && message.status !== 'cancelled',
  );

  const sendLink = () => {
    if (!lock.acquire()) {
      return;
    }
    send.mutate(client.id, {
      onSuccess: (answer) => {
        notify('success', answer.message);
        onLinkSent();
      },
      onError: (error) => notify('error', serverMessageOr(error, m.sendError)),
      onSettled: lock.release,
    });
  };

  // One resend at a time: a double click would send the message twice.
  const resendMessage = (message: ClientMessageRow) => {
    if (!resendLock.acquire()) {
      return;
    }
    setResendingId(message.id);
    resend.mutate(
      { clientId: client.id, messageId: message.id },
      {
        onSuccess: (answer) => notify('success', answer.message),
        onError: (error) => notify('error', serverMessageOr(error, m.resendError)),
        onSettled: () => {
          setResendingId(null);
          resendLock.release();
        },
      },
    );
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h5" id={headingId}>
          {m.title}
        </Title>
        {maySendLink && (
          <Button size="xs" onClick={sendLink} loading={lock.isLocked}>
            {hasInvitation ? m.resendLink : m.sendLink}
          </Button>
        )}
      </Group>
      {history.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{m.loading}</Text>
        </Group>
      ) : history.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text size="sm">{serverMessageOr(history.error, m.listError)}</Text>
            <Button size="xs" variant="default" onClick={() => void history.refetch()}>
              {m.retry}
            </Button>
          </Group>
        </Alert>
      ) : messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {m.empty}
        </Text>
      ) : (
        <DataTable minWidth={640} columns={COLUMNS} aria-labelledby={headingId} verticalSpacing="xs">
          {messages.map((message) => {
            const kind = CLIENT_MESSAGE_KIND_LABELS[message.kind];
            const channel = CHANNEL_LABELS[message.channel];
            return (
              <Table.Tr key={message.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Group gap={6} wrap="nowrap">
                    <ChannelIcon channel={message.channel} />
                    <span>{channel}</span>
                  </Group>
                </Table.Td>
                <Table.Td>{kind}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{message.recipient}</Table.Td>
                <Table.Td>
                  <MessageTime message={message} />
                </Table.Td>
                <Table.Td>
                  <MessageStatus message={message} />
                </Table.Td>
                <Table.Td>
                  {/* A copy of a message no longer true would say the same untruth. */}
                  {message.status !== 'cancelled' && mayResend && !isUntrueMessage(message) && (
                    <Button
                      size="xs"
                      variant="light"
                      loading={resendingId === message.id}
                      disabled={resendLock.isLocked && resendingId !== message.id}
                      onClick={() => resendMessage(message)}
                      aria-label={`${m.resend} : ${kind} par ${channel}`}
                    >
                      {m.resend}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </DataTable>
      )}
    </Stack>
  );
}
