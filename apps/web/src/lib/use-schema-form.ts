import {
  useForm,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ZodType } from 'zod';
import { MESSAGES } from '@tourneo/domain';

/**
 * A react-hook-form form checked by one of the domain's schemas: `Values` is what the fields hold
 * while the user types, `Output` what the schema gives once they are valid.
 */
export function useSchemaForm<Values extends FieldValues, Output>(
  schema: ZodType<Output>,
  options: Omit<UseFormProps<Values, unknown, Output>, 'resolver'>,
): UseFormReturn<Values, unknown, Output> {
  return useForm<Values, unknown, Output>({
    ...options,
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>,
  });
}

/** The message of a failed save: the error's own, else the generic network message. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : MESSAGES.network.unexpected;
}

/**
 * The form's submit handler: checks the fields, saves, and shows a refusal above the form (its
 * root error) until the next submit.
 */
export function submitShowingRefusal<Values extends FieldValues, Output>(
  form: Pick<UseFormReturn<Values, unknown, Output>, 'handleSubmit' | 'setError'>,
  save: (values: Output) => Promise<unknown>,
  messageOf: (error: unknown) => string = errorText,
) {
  return form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      form.setError('root', { message: messageOf(error) });
    }
  });
}
