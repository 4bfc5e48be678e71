import { useState } from 'react';
import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { type LoginResponse, ACCOUNT_SECURITY_MESSAGES } from '@tourneo/domain';
import { useSignInWithCode } from '../api/log-in.ts';
import { serverMessageOf } from '../first-error-message.ts';
import { AuthCard } from './auth-card.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';

const s = ACCOUNT_SECURITY_MESSAGES;

/**
 * The second step of a sign-in (decision 0038): the code of the authenticator app, or one of the
 * recovery codes; the password step's challenge token is good for a few minutes.
 */
export function SecondFactorForm({
  challengeToken,
  onSuccess,
  onRestart,
}: {
  challengeToken: string;
  onSuccess: (response: LoginResponse) => void;
  onRestart: () => void;
}) {
  const [isRecovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignInWithCode();

  const submit = () => {
    setError(null);
    if (code.trim() === '') {
      setError(s.codeRequired);
      return;
    }
    signIn.mutate(
      { challenge_token: challengeToken, code },
      { onSuccess, onError: (failure) => setError(serverMessageOf(failure)) },
    );
  };

  return (
    <AuthCard
      title={s.secondStepTitle}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Text c="dimmed" size="sm">
        {isRecovery ? s.recoveryIntro : s.secondStepIntro}
      </Text>
      <ErrorAlert message={error} />
      <TextInput
        key={isRecovery ? 'recovery' : 'app'}
        label={isRecovery ? s.recoveryCodeLabel : s.codeLabel}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        autoComplete={isRecovery ? 'off' : 'one-time-code'}
        inputMode={isRecovery ? 'text' : 'numeric'}
        maxLength={isRecovery ? 20 : 6}
        data-autofocus
        autoFocus
      />
      <Button type="submit" loading={signIn.isPending}>
        {s.verify}
      </Button>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => {
          setRecovery(!isRecovery);
          setCode('');
          setError(null);
        }}
      >
        {isRecovery ? s.useAppCode : s.useRecoveryCode}
      </Anchor>
      <Anchor component="button" type="button" size="sm" onClick={onRestart}>
        {s.backToLogin}
      </Anchor>
    </AuthCard>
  );
}
