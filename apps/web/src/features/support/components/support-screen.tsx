import { Badge, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, type SendSupportMessage } from '@tourneo/domain';
import { notify } from '../../../lib/notify.ts';
import { useSupportInfo } from '../api/get-support-info.ts';
import { useSendSupportMessage } from '../api/send-support-message.ts';
import { SupportForm } from './support-form.tsx';

const M = MESSAGES.support;

/** 'Support': a message to the operator with the company's context; priority on the plans that sell it. */
export function SupportScreen() {
  const info = useSupportInfo();
  const send = useSendSupportMessage();

  const onSend = async (message: SendSupportMessage) => {
    const response = await send.mutateAsync(message);
    notify('success', response.message);
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {M.title}
      </Title>
      <Text>{M.intro}</Text>
      {info.isPending && (
        <Center p="xl">
          <Loader aria-label={MESSAGES.bookingPage.loading} />
        </Center>
      )}
      {info.error && (
        <Text c="red" role="alert">
          {info.error.message}
        </Text>
      )}
      {info.data && (
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <Group>
              <Badge color={info.data.support.is_priority ? 'teal' : 'gray'} variant="light">
                {info.data.support.is_priority ? M.priorityBadge : M.standardBadge}
              </Badge>
              <Text size="sm">{info.data.support.answer_promise}</Text>
            </Group>
            <SupportForm replyEmail={info.data.support.reply_email} onSend={onSend} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
