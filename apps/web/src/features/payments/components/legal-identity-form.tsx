import { Button, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, legalIdentitySchema, type LegalIdentityInput } from '@tourneo/domain';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { SettingsChangeOnly, SettingsFieldset } from '../../../components/ui/settings-access.tsx';
import { notify } from '../../../lib/notify.ts';
import { useLegalIdentity, useSaveLegalIdentity } from '../api/legal-identity.ts';

type Values = Record<keyof LegalIdentityInput, string>;
const EMPTY: Values = { legal_name: '', address: '', postal_code: '', city: '', siren: '', vat_number: '' };

/** 'Mon abonnement': the identity written on the company's invoices (CGI art. 242 nonies A). */
export function LegalIdentityCard() {
  const identity = useLegalIdentity();
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Title order={2} size="h4">
          Identité de facturation
        </Title>
        <Text size="sm">
          Raison sociale, adresse, SIREN et numéro de TVA écrits sur les factures que la plateforme vous
          adresse chaque mois.
        </Text>
        {identity.isPending ? (
          <Loader aria-label={MESSAGES.common.loading} />
        ) : (
          <LegalIdentityForm initial={identity.data?.data ?? EMPTY} />
        )}
      </Stack>
    </Paper>
  );
}

function LegalIdentityForm({ initial }: { initial: Values }) {
  const save = useSaveLegalIdentity();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, LegalIdentityInput>({
    defaultValues: initial,
    resolver: zodResolver(legalIdentitySchema) as unknown as Resolver<Values, unknown, LegalIdentityInput>,
  });
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify('success', MESSAGES.payments.legalIdentitySaved);
    } catch (error) {
      setError('root', { message: error instanceof Error ? error.message : MESSAGES.network.unexpected });
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <ErrorAlert message={errors.root?.message} />
        <SettingsFieldset access="finance">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Raison sociale"
              error={errors.legal_name?.message}
              {...register('legal_name')}
            />
            <TextInput
              label="Adresse"
              autoComplete="street-address"
              error={errors.address?.message}
              {...register('address')}
            />
            <TextInput
              label="Code postal"
              autoComplete="postal-code"
              error={errors.postal_code?.message}
              {...register('postal_code')}
            />
            <TextInput label="Ville" error={errors.city?.message} {...register('city')} />
            <TextInput label="SIREN" error={errors.siren?.message} {...register('siren')} />
            <TextInput
              label="Numéro de TVA intracommunautaire"
              error={errors.vat_number?.message}
              {...register('vat_number')}
            />
          </SimpleGrid>
        </SettingsFieldset>
        <SettingsChangeOnly access="finance">
          <Group>
            <Button type="submit" loading={save.isPending || isSubmitting}>
              Enregistrer l’identité de facturation
            </Button>
          </Group>
        </SettingsChangeOnly>
      </Stack>
    </form>
  );
}
