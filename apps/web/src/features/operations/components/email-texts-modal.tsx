import { useRef, useState } from 'react';
import { Group, Paper, SegmentedControl, Tabs, Text } from '@mantine/core';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_EMAIL_TEXTS,
  EDITABLE_EMAIL_KINDS,
  EMAIL_SAMPLE_VALUES,
  MESSAGES,
  emailTextsFormSchema,
  renderEmail,
} from '@tourneo/domain';
import type { EditableEmailKind, EmailTexts, EmailTextsForm, Operation } from '@tourneo/domain';
import { useUpdateOperation } from '../api/update-operation.ts';
import { notify } from '../../../lib/notify.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { OperationTextForm } from './operation-text-form.tsx';
import { EmailTextsFields } from './email-texts-fields.tsx';
import { OperationModal } from './operation-modal.tsx';

const KIND_LABELS: Record<EditableEmailKind, { tab: string; preview: string }> = {
  invitation: { tab: 'Invitation', preview: "Aperçu de l'e-mail d'invitation" },
  confirmation: { tab: 'Confirmation', preview: "Aperçu de l'e-mail de confirmation" },
};

/** The sample booking link of an invitation; a confirmation links to the appointment's page. */
const SAMPLE_LINKS: Record<EditableEmailKind, string> = {
  invitation: EMAIL_SAMPLE_VALUES.lien,
  confirmation: 'https://tourneo.fr/rdv/a1B2c3',
};

type Field = keyof EmailTexts;

function storedTexts(operation: Operation): EmailTextsForm {
  return {
    invitation: {
      subject: operation.email_invitation_subject ?? DEFAULT_EMAIL_TEXTS.invitation.subject,
      body: operation.email_invitation_body ?? DEFAULT_EMAIL_TEXTS.invitation.body,
    },
    confirmation: {
      subject: operation.email_confirmation_subject ?? DEFAULT_EMAIL_TEXTS.confirmation.subject,
      body: operation.email_confirmation_body ?? DEFAULT_EMAIL_TEXTS.confirmation.body,
    },
  };
}

interface EmailTextsEditorProps {
  operation: Operation;
  companyName: string | null;
  onClose: () => void;
}

function EmailTextsEditor({ operation, companyName, onClose }: EmailTextsEditorProps) {
  const [kind, setKind] = useState<EditableEmailKind>('invitation');
  const [previewFormat, setPreviewFormat] = useState<'html' | 'text'>('html');
  const form = useForm({
    resolver: zodResolver(emailTextsFormSchema),
    defaultValues: storedTexts(operation),
  });
  const { control, handleSubmit, formState } = form;
  const texts = useWatch({ control });
  const updateOperation = useUpdateOperation();
  // Variables go where the user was last typing: the body unless the subject was focused.
  const lastField = useRef<Field>('body');

  const current = texts[kind] as EmailTexts;
  // The preview speaks of the operation and the company, with sample client values.
  const preview = renderEmail(
    kind,
    {
      ...EMAIL_SAMPLE_VALUES,
      operation: operation.name,
      entreprise: companyName ?? EMAIL_SAMPLE_VALUES.entreprise,
      lien: SAMPLE_LINKS[kind],
      ...(kind === 'invitation' ? { date: '', heure: '', adresse: '' } : {}),
    },
    current,
  );

  // The team, the SMS and the form are kept by the server (left out of the body).
  const save = handleSubmit(
    async (emails) => {
      try {
        await updateOperation.mutateAsync({
          id: operation.id,
          name: operation.name,
          duration: operation.duration,
          ...emails,
        });
        notify('success', MESSAGES.operations.emailTextsUpdated);
        onClose();
      } catch (failure) {
        notify('error', serverMessageOr(failure, MESSAGES.operations.emailTextsUpdateError));
      }
    },
    // The first e-mail at fault is shown.
    (errors: FieldErrors<EmailTextsForm>) => {
      const firstWrong = EDITABLE_EMAIL_KINDS.find((each) => errors[each] !== undefined);
      if (firstWrong) {
        setKind(firstWrong);
      }
    },
  );

  return (
    <OperationTextForm
      operationName={operation.name}
      intro="Les e-mails de rappel, de report et d'annulation utilisent les textes par défaut."
      onSubmit={save}
      isSubmitting={formState.isSubmitting}
      submitLabel="Enregistrer les e-mails"
      onCancel={onClose}
    >
      <Tabs
        value={kind}
        onChange={(value) => value && setKind(value as EditableEmailKind)}
        keepMounted={false}
      >
        <Tabs.List aria-label="E-mail à modifier">
          {EDITABLE_EMAIL_KINDS.map((each) => (
            <Tabs.Tab key={each} value={each} c={formState.errors[each] ? 'red' : undefined}>
              {KIND_LABELS[each].tab}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {EDITABLE_EMAIL_KINDS.map((each) => (
          <Tabs.Panel key={each} value={each} pt="sm">
            <EmailTextsFields form={form} kind={each} lastField={lastField} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Paper withBorder p="sm" bg="gray.0" role="region" aria-label="Aperçu de l'e-mail">
        <Group justify="space-between" mb="xs">
          <Text size="xs" fw={600}>
            Aperçu avec un client fictif
          </Text>
          <SegmentedControl
            size="xs"
            aria-label="Format de l'aperçu"
            value={previewFormat}
            onChange={setPreviewFormat}
            data={[
              { label: 'Mise en page', value: 'html' },
              { label: 'Texte brut', value: 'text' },
            ]}
          />
        </Group>
        <Text size="sm" mb="xs" style={{ overflowWrap: 'anywhere' }}>
          <strong>Objet :</strong> {preview.subject}
        </Text>
        {previewFormat === 'html' ? (
          // Sandboxed: no script, no navigation; the HTML escapes every value anyway.
          <iframe
            title={KIND_LABELS[kind].preview}
            srcDoc={preview.html}
            sandbox=""
            style={{
              width: '100%',
              height: 440,
              border: '1px solid #dee2e6',
              borderRadius: 4,
              background: '#fff',
            }}
          />
        ) : (
          <Text
            component="pre"
            size="sm"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', margin: 0 }}
          >
            {preview.text}
          </Text>
        )}
      </Paper>
    </OperationTextForm>
  );
}

interface EmailTextsModalProps {
  operation: Operation | undefined;
  /** The company's name, for the preview; null while unknown. */
  companyName: string | null;
  onClose: () => void;
}

/** The operation's invitation and confirmation e-mails, checked by the e-mail rules, with a live preview. */
export function EmailTextsModal({ operation, companyName, onClose }: EmailTextsModalProps) {
  return (
    <OperationModal operation={operation} title="E-mails de l'opération" size="xl" onClose={onClose}>
      {(shown) => (
        <EmailTextsEditor key={shown.id} operation={shown} companyName={companyName} onClose={onClose} />
      )}
    </OperationModal>
  );
}
