import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { AddressValue } from '@tourneo/domain';
import { AddressInput } from './address-input.tsx';

interface AddressFieldProps<Values extends FieldValues, Output> {
  /** The form (react-hook-form) whose field `name` holds the address as the input gives it. */
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, AddressValue>;
  error: string | undefined;
}

/** A form's required 'Adresse', with the address input's suggestions. */
export function AddressField<Values extends FieldValues, Output>({
  control,
  name,
  error,
}: AddressFieldProps<Values, Output>) {
  const { field } = useController({ control, name });
  return (
    <AddressInput label="Adresse" required value={field.value} error={error} onChange={field.onChange} />
  );
}
