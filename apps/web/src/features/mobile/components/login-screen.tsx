import { useEffect, useRef } from 'react';
import { AGENT_APP_MESSAGES } from '@tourneo/domain/messages/agent-app-fr';
import { MOBILE_MESSAGES } from '@tourneo/domain/messages/mobile-fr';
import { signIn } from '../offline/agent-store.ts';
import { SignInForm, TextField, type PrepareSignIn, type SignInTexts } from './sign-in-form.tsx';

const t = AGENT_APP_MESSAGES.signIn;
const FORM_TEXTS: SignInTexts = { submit: t.submit, submitting: t.submitting, offline: t.offline };

/** Every field filled, then the sign-in call. */
const prepareSignIn: PrepareSignIn = (read) => {
  const input = {
    company_name: read('company_name').trim(),
    agent_name: read('agent_name').trim(),
    password: read('password'),
  };
  if (!input.company_name || !input.agent_name || !input.password) {
    return MOBILE_MESSAGES.fillAllFields;
  }
  return () => signIn(input);
};

/**
 * Sign-in with the company's name, the agent's name and the agent's password. The server's
 * refusals (wrong credentials, too many attempts) are shown as it words them.
 */
export function LoginScreen({ isExpired, agentName }: { isExpired: boolean; agentName?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <main className="agent-main">
      <h1 ref={heading} tabIndex={-1}>
        {t.title}
      </h1>
      <p className="hint">{t.intro}</p>
      {isExpired && <p className="notice">{t.expired}</p>}
      <SignInForm texts={FORM_TEXTS} prepare={prepareSignIn}>
        <TextField name="company_name" label={t.companyName} autoComplete="organization" />
        <TextField name="agent_name" label={t.agentName} autoComplete="username" defaultValue={agentName} />
        <TextField name="password" label={t.password} type="password" autoComplete="current-password" />
      </SignInForm>
    </main>
  );
}
