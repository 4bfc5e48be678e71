import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGES,
  formatPhoneNumber,
  updateCompanyProfileSchema,
  type CompanyProfile,
  type UpdateCompanyProfile,
} from '@tourneo/domain';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';

const M = MESSAGES.companyProfile;

/** What the form holds while the user types. */
interface CompanyProfileFormValues {
  contact_email: string;
  contact_phone: string;
}

interface CompanyProfileFormProps {
  profile: CompanyProfile;
  isSaving: boolean;
  onSave: (profile: UpdateCompanyProfile) => Promise<unknown>;
}

/** The company's contact for its clients: e-mail and phone, both optional, checked by the domain's schema. */
export function CompanyProfileForm({ profile, isSaving, onSave }: CompanyProfileFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompanyProfileFormValues, unknown, UpdateCompanyProfile>({
    defaultValues: {
      contact_email: profile.contact_email ?? '',
      contact_phone: profile.contact_phone ? formatPhoneNumber(profile.contact_phone) : '',
    },
    resolver: zodResolver(updateCompanyProfileSchema) as unknown as Resolver<
      CompanyProfileFormValues,
      unknown,
      UpdateCompanyProfile
    >,
  });

  // A refusal of the server shows above the form until the next submit.
  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      setError('root', { message: error instanceof Error ? error.message : MESSAGES.network.unexpected });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack maw={480}>
        <ErrorAlert message={errors.root?.message} />
        <TextInput
          label={M.contactEmail}
          type="email"
          autoComplete="email"
          error={errors.contact_email?.message}
          {...register('contact_email')}
        />
        <TextInput
          label={M.contactPhone}
          type="tel"
          autoComplete="tel"
          error={errors.contact_phone?.message}
          {...register('contact_phone')}
        />
        <Group>
          <Button type="submit" loading={isSaving || isSubmitting}>
            {M.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
