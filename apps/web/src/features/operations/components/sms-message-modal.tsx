import { Paper, Text, Textarea } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_SMS_MESSAGE,
  MESSAGES,
  SMS_MAX_LENGTH,
  SMS_SAMPLE_VALUES,
  SMS_VARIABLES,
  renderSmsMessage,
  smsMessageFormSchema,
} from '@tourneo/domain';
import type { Operation } from '@tourneo/domain';
import { useUpdateOperation } from '../api/update-operation.ts';
import { notify } from '../../../lib/notify.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { OperationModal } from './operation-modal.tsx';
import { OperationTextForm } from './operation-text-form.tsx';
import { SmsLengthNotice } from './sms-length-notice.tsx';
import { VariableButtons } from './variable-buttons.tsx';

function SmsMessageEditor({ operation, onClose }: { operation: Operation; onClose: () => void }) {
  const { register, control, handleSubmit, getValues, setValue, formState } = useForm({
    resolver: zodResolver(smsMessageFormSchema),
    defaultValues: { sms_message: operation.sms_message ?? DEFAULT_SMS_MESSAGE },
  });
  const message = useWatch({ control, name: 'sms_message' });
  const updateOperation = useUpdateOperation();
  // The preview speaks of the operation being edited, with sample client values.
  const preview = renderSmsMessage(message, { ...SMS_SAMPLE_VALUES, operation: operation.name });

  const insert = (variable: string) => {
    const current = getValues('sms_message');
    setValue('sms_message', `${current}${current.endsWith(' ') || !current ? '' : ' '}${variable}`, {
      shouldValidate: formState.isSubmitted,
    });
  };

  // The spec's SMS call: id, name, duration, form_id and the message; the team is kept.
  const save = handleSubmit(async ({ sms_message }) => {
    try {
      await updateOperation.mutateAsync({
        id: operation.id,
        name: operation.name,
        duration: operation.duration,
        form_id: operation.form_id,
        sms_message,
      });
      notify('success', MESSAGES.operations.smsUpdated);
      onClose();
    } catch (failure) {
      notify('error', serverMessageOr(failure, MESSAGES.operations.smsUpdateError));
    }
  });

  return (
    <OperationTextForm
      operationName={operation.name}
      intro={
        <>
          Variables obligatoires : {'{prenom}'}, {'{operation}'}, {'{lien}'} ; facultative : {'{nom}'}.
        </>
      }
      onSubmit={save}
      isSubmitting={formState.isSubmitting}
      submitLabel="Enregistrer le message"
      onCancel={onClose}
    >
      <VariableButtons variables={SMS_VARIABLES} onInsert={insert} />
      <Textarea
        label="Message SMS"
        autosize
        minRows={3}
        error={formState.errors.sms_message?.message}
        description={`${message.length}/${SMS_MAX_LENGTH} caractères`}
        // An unknown variable can be one long word.
        styles={{ error: { overflowWrap: 'anywhere' } }}
        {...register('sms_message')}
      />
      <Paper withBorder p="sm" bg="gray.0" role="region" aria-label="Aperçu du SMS">
        <Text size="xs" fw={600} mb={4}>
          Aperçu
        </Text>
        {/* Long words (a link, a pasted token) wrap inside the dialog instead of widening it. */}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {preview}
        </Text>
        <Text size="xs" c="dimmed" mt={4}>
          {`Longueur après remplacement des variables : ${preview.length} caractères`}
        </Text>
      </Paper>
      <SmsLengthNotice message={message} operation={operation.name} />
    </OperationTextForm>
  );
}

/** The operation's custom SMS, checked by the spec's three rules, with a live preview. */
export function SmsMessageModal({
  operation,
  onClose,
}: {
  operation: Operation | undefined;
  onClose: () => void;
}) {
  return (
    <OperationModal operation={operation} title="Message SMS personnalisé" size="lg" onClose={onClose}>
      {(shown) => <SmsMessageEditor key={shown.id} operation={shown} onClose={onClose} />}
    </OperationModal>
  );
}
