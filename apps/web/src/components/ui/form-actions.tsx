import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';

interface FormActionsProps {
  onCancel: () => void;
  /** The submit button spins and takes no second click. */
  isSubmitting: boolean;
  isSubmitDisabled?: boolean;
  submitLabel?: string;
  cancelLabel?: string;
  /** Other actions of the form, on the left ('Tester la connexion', 'Ajouter une session'). */
  children?: ReactNode;
}

/** The foot of a form: 'Annuler' and the submit button 'Enregistrer' on the right. */
export function FormActions({
  onCancel,
  isSubmitting,
  isSubmitDisabled = false,
  submitLabel = 'Enregistrer',
  cancelLabel = 'Annuler',
  children,
}: FormActionsProps) {
  const buttons = (
    <Group justify="flex-end" gap={children ? 'xs' : 'md'}>
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={isSubmitting} disabled={isSubmitDisabled}>
        {submitLabel}
      </Button>
    </Group>
  );
  if (!children) {
    return buttons;
  }
  return (
    <Group justify="space-between">
      <Group gap="xs">{children}</Group>
      {buttons}
    </Group>
  );
}
