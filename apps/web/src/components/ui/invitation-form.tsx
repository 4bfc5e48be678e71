import type { ReactNode } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormActions } from './form-actions.tsx';

interface InvitationFormProps<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Sends the valid values (the mutation). */
  onValid: (values: TOutput) => void;
  /** The mutation is on its way: the submit button spins. */
  isPending: boolean;
  texts: { intro: string; emailLabel: string; submitLabel: string };
  onCancel: () => void;
  /** The fields after the e-mail (a role, a mobile number). */
  children: ReactNode;
}

/** The body of an invitation dialog: an intro, the e-mail (focused first), the other fields, the actions. */
export function InvitationForm<TInput extends FieldValues, TOutput>({
  form,
  onValid,
  isPending,
  texts,
  onCancel,
  children,
}: InvitationFormProps<TInput, TOutput>) {
  /** Both invitation schemas have an `email` field. */
  const email = 'email' as Path<TInput>;
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <Stack>
        <Text size="sm">{texts.intro}</Text>
        <TextInput
          label={texts.emailLabel}
          type="email"
          autoComplete="off"
          data-autofocus
          error={form.getFieldState(email, form.formState).error?.message}
          {...form.register(email)}
        />
        {children}
        <FormActions
          onCancel={onCancel}
          isSubmitting={isPending || form.formState.isSubmitting}
          submitLabel={texts.submitLabel}
        />
      </Stack>
    </form>
  );
}
