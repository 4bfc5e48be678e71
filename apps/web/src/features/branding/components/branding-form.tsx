import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { MESSAGES, updateBrandingSchema, type Branding, type UpdateBranding } from '@tourneo/domain';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { SettingsChangeOnly, SettingsFieldset } from '../../../components/ui/settings-access.tsx';
import { submitShowingRefusal, useSchemaForm } from '../../../lib/use-schema-form.ts';

const M = MESSAGES.branding;

type BrandingFormValues = Record<keyof UpdateBranding, string>;

interface BrandingFormProps {
  branding: Branding;
  onSave: (branding: UpdateBranding) => Promise<unknown>;
}

/** Colour, sender name, agent app name and custom domain, checked by the domain's schema. */
export function BrandingForm({ branding, onSave }: BrandingFormProps) {
  const form = useSchemaForm<BrandingFormValues, UpdateBranding>(updateBrandingSchema, {
    defaultValues: {
      colour: branding.colour ?? '',
      sender_name: branding.sender_name ?? '',
      app_name: branding.app_name ?? '',
      custom_domain: branding.custom_domain ?? '',
    },
  });
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const colour = useWatch({ control, name: 'colour' });

  const submit = submitShowingRefusal(form, onSave);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack maw={520}>
        <ErrorAlert message={errors.root?.message} />
        <SettingsFieldset>
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label={M.colour}
              placeholder="#1c7ed6"
              error={errors.colour?.message}
              style={{ flex: 1 }}
              {...register('colour')}
            />
            <input
              type="color"
              aria-label={M.colourPicker}
              value={/^#[0-9a-fA-F]{6}$/.test(colour) ? colour : '#1c7ed6'}
              onChange={(event) => setValue('colour', event.target.value, { shouldDirty: true })}
              style={{ width: 44, height: 36, border: 0, padding: 0, background: 'none' }}
            />
          </Group>
          <TextInput
            label={M.senderName}
            description={M.smsSenderHint}
            error={errors.sender_name?.message}
            {...register('sender_name')}
          />
          <TextInput label={M.appName} error={errors.app_name?.message} {...register('app_name')} />
          <TextInput
            label={M.customDomain}
            placeholder="rdv.entreprise.fr"
            description={M.customDomainHint}
            error={errors.custom_domain?.message}
            {...register('custom_domain')}
          />
        </SettingsFieldset>
        <SettingsChangeOnly>
          <Group>
            <Button type="submit" loading={isSubmitting}>
              {M.save}
            </Button>
          </Group>
        </SettingsChangeOnly>
      </Stack>
    </form>
  );
}
