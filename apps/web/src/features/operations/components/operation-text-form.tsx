import type { FormEvent, ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { FormActions } from '../../../components/ui/form-actions.tsx';

interface OperationTextFormProps {
  operationName: string;
  /** What the texts are and which variables they take, after 'Opération : <name>.'. */
  intro: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** True until the server answers: a double click saves once. */
  isSubmitting: boolean;
  submitLabel: string;
  onCancel: () => void;
  /** The fields and the live preview. */
  children: ReactNode;
}

/** The form of an operation's own texts (its SMS, its e-mails): the operation named, the fields, save or cancel. */
export function OperationTextForm({
  operationName,
  intro,
  onSubmit,
  isSubmitting,
  submitLabel,
  onCancel,
  children,
}: OperationTextFormProps) {
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Opération : {operationName}. {intro}
        </Text>
        {children}
        <FormActions onCancel={onCancel} isSubmitting={isSubmitting} submitLabel={submitLabel} />
      </Stack>
    </form>
  );
}
