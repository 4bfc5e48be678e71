import { lazy, Suspense, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Loader, PasswordInput, Text, TextInput } from '@mantine/core';
import { MESSAGES, companyLoginSchema, personLoginSchema } from '@tourneo/domain';
import type { LoginResponse } from '@tourneo/domain';
import { useLogIn } from '../api/log-in.ts';
import { firstErrorMessage, serverMessageOf } from '../first-error-message.ts';
import { AuthCard } from './auth-card.tsx';

/** The second step (decision 0038), its own chunk: most sign-ins never show it. */
const SecondFactorForm = lazy(() =>
  import('./second-factor-form.tsx').then((module) => ({ default: module.SecondFactorForm })),
);
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';

interface LoginFormProps {
  onSuccess: (response: LoginResponse) => void;
  registerHref: string;
  /** 'Mot de passe oublié ?' of a person's login (issue 26). */
  forgotPasswordHref: string;
  /** 'Mot de passe oublié ?' of the company login: the owner's reset (decision 0044). */
  companyForgotPasswordHref: string;
}

type Values = Record<string, string>;

/**
 * The two logins of `POST /admin/login`: the company's name and password (the owner, the spec's
 * form, shown first) or a person's e-mail and password (issue 26).
 */
const MODES = {
  company: {
    schema: companyLoginSchema,
    intro: 'Connectez-vous avec le nom et le mot de passe de votre société.',
    identifier: { name: 'company_name', label: 'Nom de la société', type: 'text' },
    password: 'company_password',
    other: 'Utiliser mon e-mail personnel',
  },
  person: {
    schema: personLoginSchema,
    intro: 'Connectez-vous avec votre e-mail et votre mot de passe personnels.',
    identifier: { name: 'email', label: 'E-mail', type: 'email' },
    password: 'password',
    other: 'Utiliser le compte de la société',
  },
} as const;

function LoginFields({
  mode,
  onSuccess,
  onSwitch,
  registerHref,
  forgotPasswordHref,
  companyForgotPasswordHref,
  onSecondStep,
}: LoginFormProps & {
  mode: keyof typeof MODES;
  onSwitch: () => void;
  /** The account has a second factor: its second step comes next. */
  onSecondStep: (challengeToken: string) => void;
}) {
  const { schema, intro, identifier, password, other } = MODES[mode];
  const [error, setError] = useState<string | null>(null);
  const login = useLogIn();
  const { register, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: { [identifier.name]: '', [password]: '' },
  });

  const logIn = (values: Values) => {
    setError(null);
    login.mutate(values, {
      onSuccess: (answer) =>
        'challenge_token' in answer ? onSecondStep(answer.challenge_token) : onSuccess(answer),
      onError: (failure) => {
        console.error(MESSAGES.auth.loginFailedFallback, failure);
        setError(serverMessageOf(failure));
      },
    });
  };
  // The spec shows one message above the form, whichever field is missing.
  const showInvalid = (errors: FieldErrors<Values>) =>
    setError(firstErrorMessage(errors) ?? MESSAGES.auth.fillAllFields);
  const submit = handleSubmit(logIn, showInvalid);

  return (
    <AuthCard title="Connexion" onSubmit={(event) => void submit(event)}>
      <Text c="dimmed" size="sm">
        {intro}
      </Text>
      <ErrorAlert message={error} />
      <TextInput
        label={identifier.label}
        type={identifier.type}
        autoComplete="username"
        data-autofocus
        {...register(identifier.name)}
      />
      <PasswordInput label="Mot de passe" autoComplete="current-password" {...register(password)} />
      <Button type="submit" loading={login.isPending}>
        Se connecter
      </Button>
      <Anchor component="button" type="button" size="sm" onClick={onSwitch}>
        {other}
      </Anchor>
      <Anchor
        href={mode === 'person' ? forgotPasswordHref : companyForgotPasswordHref}
        size="sm"
        underline="always"
      >
        {MESSAGES.people.forgotPassword}
      </Anchor>
      <Text size="sm">
        Pas encore de compte ?{' '}
        <Anchor href={registerHref} underline="always">
          {MESSAGES.auth.registerTitle}
        </Anchor>
      </Text>
    </AuthCard>
  );
}

export function LoginForm(props: LoginFormProps) {
  const [mode, setMode] = useState<keyof typeof MODES>('company');
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  if (challengeToken) {
    return (
      <Suspense fallback={<Loader aria-label="Chargement..." />}>
        <SecondFactorForm
          challengeToken={challengeToken}
          onSuccess={props.onSuccess}
          onRestart={() => setChallengeToken(null)}
        />
      </Suspense>
    );
  }
  return (
    <LoginFields
      key={mode}
      mode={mode}
      onSwitch={() => setMode(mode === 'company' ? 'person' : 'company')}
      onSecondStep={setChallengeToken}
      {...props}
    />
  );
}
