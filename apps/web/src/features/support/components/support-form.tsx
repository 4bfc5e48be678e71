import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { MESSAGES, SUPPORT_LIMITS, sendSupportMessageSchema, type SendSupportMessage } from '@tourneo/domain';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { submitShowingRefusal, useSchemaForm } from '../../../lib/use-schema-form.ts';

const M = MESSAGES.support;

interface SupportFormValues {
  subject: string;
  message: string;
  reply_email: string;
}

interface SupportFormProps {
  replyEmail: string | null;
  onSend: (message: SendSupportMessage) => Promise<unknown>;
}

/** The message to support: subject, text and the address to answer, checked by the domain's schema. */
export function SupportForm({ replyEmail, onSend }: SupportFormProps) {
  const form = useSchemaForm<SupportFormValues, SendSupportMessage>(sendSupportMessageSchema, {
    defaultValues: { subject: '', message: '', reply_email: replyEmail ?? '' },
  });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const submit = submitShowingRefusal(form, async (values) => {
    await onSend(values);
    reset({ subject: '', message: '', reply_email: values.reply_email ?? '' });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack maw={640}>
        <ErrorAlert message={errors.root?.message} />
        <TextInput
          label={M.subject}
          required
          maxLength={SUPPORT_LIMITS.subject}
          error={errors.subject?.message}
          {...register('subject')}
        />
        <Textarea
          label={M.message}
          required
          autosize
          minRows={6}
          maxLength={SUPPORT_LIMITS.message}
          error={errors.message?.message}
          {...register('message')}
        />
        <TextInput
          label={M.replyEmail}
          type="email"
          autoComplete="email"
          error={errors.reply_email?.message}
          {...register('reply_email')}
        />
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {M.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
