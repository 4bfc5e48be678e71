import { useState, type FormEvent } from 'react';
import { Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { MESSAGES, PASSWORD_MIN, registerSchema } from '@tourneo/domain';
import { useRegisterCompany } from '../api/register-company.ts';
import { ApiError } from '../../../lib/api-client.ts';

export function RegisterForm({ loginHref }: { loginHref: string }) {
  const [companyName, setCompanyName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const register = useRegisterCompany();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    const parsed = registerSchema.safeParse({ company_name: companyName, company_password: password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.auth.fillAllFields);
      return;
    }
    setError(null);
    register.mutate(parsed.data, {
      onSuccess: (response) => {
        setSuccess(response.message);
        setPassword('');
      },
      onError: (failure) =>
        setError(failure instanceof ApiError ? failure.message : MESSAGES.network.unexpected),
    });
  };

  return (
    <Paper
      component="form"
      onSubmit={submit}
      noValidate
      withBorder
      shadow="sm"
      p="xl"
      radius="md"
      w="100%"
      maw={420}
    >
      <Stack>
        <Title order={1} size="h2">
          Créer un compte société
        </Title>
        {error && (
          <Text c="red" role="alert">
            {error}
          </Text>
        )}
        {success && (
          <Text c="green" role="status">
            {success} <Anchor href={loginHref}>Se connecter</Anchor>
          </Text>
        )}
        <TextInput
          label="Nom de la société"
          name="company_name"
          autoComplete="organization"
          value={companyName}
          onChange={(event) => setCompanyName(event.currentTarget.value)}
        />
        <PasswordInput
          label="Mot de passe"
          name="company_password"
          autoComplete="new-password"
          description={`Au moins ${PASSWORD_MIN} caractères`}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Button type="submit" loading={register.isPending}>
          Créer le compte
        </Button>
        <Text size="sm">
          Déjà inscrit ? <Anchor href={loginHref}>Se connecter</Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
