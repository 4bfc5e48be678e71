import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import {
  DEFAULT_SMS_MESSAGE,
  MESSAGES,
  SMS_MAX_LENGTH,
  SMS_SAMPLE_VALUES,
  SMS_VARIABLES,
  findSmsMessageError,
  renderSmsMessage,
} from '@tourneo/domain';
import type { Operation } from '@tourneo/domain';
import { useUpdateOperation } from '../api/update-operation.ts';
import { notify } from '../../../lib/notify.ts';
import { useSubmitLock } from '../../../lib/use-submit-lock.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { SmsLengthNotice } from './sms-length-notice.tsx';

function SmsMessageEditor({ operation, onClose }: { operation: Operation; onClose: () => void }) {
  const [message, setMessage] = useState(operation.sms_message ?? DEFAULT_SMS_MESSAGE);
  const [error, setError] = useState<string | null>(null);
  const updateOperation = useUpdateOperation();
  const lock = useSubmitLock();
  // The preview speaks of the operation being edited, with sample client values.
  const preview = renderSmsMessage(message, { ...SMS_SAMPLE_VALUES, operation: operation.name });

  const save = () => {
    const problem = findSmsMessageError(message);
    setError(problem);
    if (problem || !lock.acquire()) {
      return;
    }
    // The spec's SMS call: id, name, duration, form_id and the message; the team is kept.
    updateOperation.mutate(
      {
        id: operation.id,
        name: operation.name,
        duration: operation.duration,
        form_id: operation.form_id,
        sms_message: message,
      },
      {
        onSettled: lock.release,
        onSuccess: () => {
          notify('success', MESSAGES.operations.smsUpdated);
          onClose();
        },
        onError: (failure) => notify('error', serverMessageOr(failure, MESSAGES.operations.smsUpdateError)),
      },
    );
  };

  return (
    <Stack>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        Opération : {operation.name}. Variables obligatoires : {'{prenom}'}, {'{operation}'}, {'{lien}'} ;
        facultative : {'{nom}'}.
      </Text>
      <Group gap="xs">
        {SMS_VARIABLES.map((variable) => (
          <Button
            key={variable}
            size="compact-xs"
            variant="light"
            aria-label={`Insérer ${variable}`}
            onClick={() =>
              setMessage((current) => `${current}${current.endsWith(' ') || !current ? '' : ' '}${variable}`)
            }
          >
            {variable}
          </Button>
        ))}
      </Group>
      <Textarea
        label="Message SMS"
        autosize
        minRows={3}
        value={message}
        error={error}
        description={`${message.length}/${SMS_MAX_LENGTH} caractères`}
        // An unknown variable can be one long word.
        styles={{ error: { overflowWrap: 'anywhere' } }}
        onChange={(event) => {
          setMessage(event.currentTarget.value);
          setError(null);
        }}
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
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Annuler
        </Button>
        <Button onClick={save} loading={lock.isLocked}>
          Enregistrer le message
        </Button>
      </Group>
    </Stack>
  );
}

interface SmsMessageModalProps {
  operation: Operation | undefined;
  onClose: () => void;
}

/** The operation's custom SMS, checked by the spec's three rules, with a live preview. */
export function SmsMessageModal({ operation, onClose }: SmsMessageModalProps) {
  return (
    <Modal opened={operation !== undefined} onClose={onClose} title="Message SMS personnalisé" size="lg">
      {operation && <SmsMessageEditor key={operation.id} operation={operation} onClose={onClose} />}
    </Modal>
  );
}
