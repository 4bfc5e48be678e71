import { Button, Group, Stack, TextInput } from '@mantine/core';
import {
  MESSAGES,
  formatPhoneNumber,
  updateCompanyProfileSchema,
  type CompanyProfile,
  type UpdateCompanyProfile,
} from '@tourneo/domain';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { SettingsChangeOnly, SettingsFieldset } from '../../../components/ui/settings-access.tsx';
import { submitShowingRefusal, useSchemaForm } from '../../../lib/use-schema-form.ts';

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
  const form = useSchemaForm<CompanyProfileFormValues, UpdateCompanyProfile>(updateCompanyProfileSchema, {
    defaultValues: {
      contact_email: profile.contact_email ?? '',
      contact_phone: profile.contact_phone ? formatPhoneNumber(profile.contact_phone) : '',
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  // A refusal of the server shows above the form until the next submit.
  const submit = submitShowingRefusal(form, onSave);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack maw={480}>
        <ErrorAlert message={errors.root?.message} />
        <SettingsFieldset>
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
        </SettingsFieldset>
        <SettingsChangeOnly>
          <Group>
            <Button type="submit" loading={isSaving || isSubmitting}>
              {M.save}
            </Button>
          </Group>
        </SettingsChangeOnly>
      </Stack>
    </form>
  );
}
