import { Badge, Group, Text } from '@mantine/core';
import { RecordPage } from '../../../components/ui/record-page.tsx';
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
    <RecordPage title={M.title} intro={M.intro} query={info}>
      {({ support }) => (
        <>
          <Group>
            <Badge color={support.is_priority ? 'teal' : 'gray'} variant="light">
              {support.is_priority ? M.priorityBadge : M.standardBadge}
            </Badge>
            <Text size="sm">{support.answer_promise}</Text>
          </Group>
          <SupportForm replyEmail={support.reply_email} onSend={onSend} />
        </>
      )}
    </RecordPage>
  );
}
