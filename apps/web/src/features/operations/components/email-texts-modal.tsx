import { useRef, useState } from 'react';
import {
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  DEFAULT_EMAIL_TEXTS,
  EDITABLE_EMAIL_KINDS,
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_SAMPLE_VALUES,
  EMAIL_SUBJECT_MAX_LENGTH,
  EMAIL_VARIABLES_BY_KIND,
  EMAIL_VARIABLE_DESCRIPTIONS,
  MESSAGES,
  findEmailTextsIssue,
  renderEmail,
} from '@tourneo/domain';
import type { EditableEmailKind, EmailTexts, Operation } from '@tourneo/domain';
import { useUpdateOperation } from '../api/update-operation.ts';
import { notify } from '../../../lib/notify.ts';
import { useSubmitLock } from '../../../lib/use-submit-lock.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';

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
type Texts = Record<EditableEmailKind, EmailTexts>;
type Errors = Partial<Record<EditableEmailKind, Partial<Record<Field, string>>>>;

function storedTexts(operation: Operation): Texts {
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

/** True when a field of that e-mail shows an error (the tab says so too). */
function hasError(errors: Errors, kind: EditableEmailKind): boolean {
  return Object.values(errors[kind] ?? {}).some((message) => message !== undefined);
}

/** A text equal to the default is saved as null, so the operation follows the defaults. */
function savedValue(kind: EditableEmailKind, field: Field, value: string): string | null {
  return value.trim() === DEFAULT_EMAIL_TEXTS[kind][field].trim() ? null : value;
}

interface EmailTextsEditorProps {
  operation: Operation;
  companyName: string | null;
  onClose: () => void;
}

function EmailTextsEditor({ operation, companyName, onClose }: EmailTextsEditorProps) {
  const [kind, setKind] = useState<EditableEmailKind>('invitation');
  const [texts, setTexts] = useState<Texts>(() => storedTexts(operation));
  const [errors, setErrors] = useState<Errors>({});
  const [previewFormat, setPreviewFormat] = useState<'html' | 'text'>('html');
  const updateOperation = useUpdateOperation();
  const lock = useSubmitLock();
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  // Variables go where the user was last typing: the body unless the subject was focused.
  const lastField = useRef<Field>('body');

  const current = texts[kind];
  const currentErrors = errors[kind] ?? {};
  const isDefault =
    current.subject.trim() === DEFAULT_EMAIL_TEXTS[kind].subject.trim() &&
    current.body.trim() === DEFAULT_EMAIL_TEXTS[kind].body.trim();
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

  const change = (field: Field, value: string) => {
    setTexts((previous) => ({ ...previous, [kind]: { ...previous[kind], [field]: value } }));
    setErrors((previous) => ({ ...previous, [kind]: { ...previous[kind], [field]: undefined } }));
  };

  const insertVariable = (variable: string) => {
    const field = lastField.current;
    const element = field === 'subject' ? subjectRef.current : bodyRef.current;
    const value = current[field];
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    change(field, `${value.slice(0, start)}${variable}${value.slice(end)}`);
    // Back to the field, the caret after the variable, to go on typing.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + variable.length, start + variable.length);
    });
  };

  const restoreDefault = () => {
    setTexts((previous) => ({ ...previous, [kind]: { ...DEFAULT_EMAIL_TEXTS[kind] } }));
    setErrors((previous) => ({ ...previous, [kind]: {} }));
  };

  const save = () => {
    const found: Errors = {};
    for (const each of EDITABLE_EMAIL_KINDS) {
      const issue = findEmailTextsIssue(each, texts[each]);
      if (issue) {
        found[each] = { [issue.field]: issue.message };
      }
    }
    setErrors(found);
    const firstWrong = EDITABLE_EMAIL_KINDS.find((each) => found[each] !== undefined);
    if (firstWrong) {
      setKind(firstWrong);
      return;
    }
    if (!lock.acquire()) {
      return;
    }
    // The team, the SMS and the form are kept by the server (left out of the body).
    updateOperation.mutate(
      {
        id: operation.id,
        name: operation.name,
        duration: operation.duration,
        email_invitation_subject: savedValue('invitation', 'subject', texts.invitation.subject),
        email_invitation_body: savedValue('invitation', 'body', texts.invitation.body),
        email_confirmation_subject: savedValue('confirmation', 'subject', texts.confirmation.subject),
        email_confirmation_body: savedValue('confirmation', 'body', texts.confirmation.body),
      },
      {
        onSettled: lock.release,
        onSuccess: () => {
          notify('success', MESSAGES.operations.emailTextsUpdated);
          onClose();
        },
        onError: (failure) =>
          notify('error', serverMessageOr(failure, MESSAGES.operations.emailTextsUpdateError)),
      },
    );
  };

  const variables = EMAIL_VARIABLES_BY_KIND[kind];

  return (
    <Stack>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        Opération : {operation.name}. Les e-mails de rappel, de report et d&apos;annulation utilisent les
        textes par défaut.
      </Text>
      <Tabs
        value={kind}
        onChange={(value) => value && setKind(value as EditableEmailKind)}
        keepMounted={false}
      >
        <Tabs.List aria-label="E-mail à modifier">
          {EDITABLE_EMAIL_KINDS.map((each) => (
            <Tabs.Tab key={each} value={each} c={hasError(errors, each) ? 'red' : undefined}>
              {KIND_LABELS[each].tab}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {EDITABLE_EMAIL_KINDS.map((each) => (
          <Tabs.Panel key={each} value={each} pt="sm">
            <Stack gap="sm">
              <TextInput
                ref={subjectRef}
                label="Objet"
                value={current.subject}
                error={currentErrors.subject}
                description={`${current.subject.length}/${EMAIL_SUBJECT_MAX_LENGTH} caractères`}
                styles={{ error: { overflowWrap: 'anywhere' } }}
                onFocus={() => (lastField.current = 'subject')}
                onChange={(event) => change('subject', event.currentTarget.value)}
              />
              <Textarea
                ref={bodyRef}
                label="Texte"
                autosize
                minRows={6}
                maxRows={14}
                value={current.body}
                error={currentErrors.body}
                description={`Séparez les paragraphes par une ligne vide. ${current.body.length}/${EMAIL_BODY_MAX_LENGTH} caractères`}
                styles={{ error: { overflowWrap: 'anywhere' } }}
                onFocus={() => (lastField.current = 'body')}
                onChange={(event) => change('body', event.currentTarget.value)}
              />
              <div role="group" aria-label="Variables">
                <Text size="sm" fw={500} mb={4}>
                  Variables (insérées à l&apos;emplacement du curseur)
                </Text>
                <Group gap="xs">
                  {variables.map((variable) => (
                    <Button
                      key={variable}
                      size="compact-xs"
                      variant="light"
                      aria-label={`Insérer ${variable}`}
                      title={EMAIL_VARIABLE_DESCRIPTIONS[variable]}
                      onClick={() => insertVariable(variable)}
                    >
                      {variable}
                    </Button>
                  ))}
                </Group>
                <Text size="xs" c="dimmed" mt={4}>
                  {variables
                    .map((variable) => `${variable} : ${EMAIL_VARIABLE_DESCRIPTIONS[variable]}`)
                    .join(' · ')}
                  {kind === 'invitation' && '. {lien} est obligatoire.'}
                </Text>
              </div>
              <Group justify="space-between">
                <Text size="xs" c="dimmed">
                  {isDefault ? 'Texte par défaut' : 'Texte personnalisé'}
                </Text>
                <Button variant="subtle" size="xs" onClick={restoreDefault} disabled={isDefault}>
                  Rétablir le texte par défaut
                </Button>
              </Group>
            </Stack>
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
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Annuler
        </Button>
        <Button onClick={save} loading={lock.isLocked}>
          Enregistrer les e-mails
        </Button>
      </Group>
    </Stack>
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
    <Modal opened={operation !== undefined} onClose={onClose} title="E-mails de l'opération" size="xl">
      {operation && (
        <EmailTextsEditor
          key={operation.id}
          operation={operation}
          companyName={companyName}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
