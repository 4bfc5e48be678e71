import { useEffect, useRef, useState } from 'react';
import { AGENT_INVITATION_MESSAGES as t } from '@tourneo/domain/messages/invitations-fr';
import { PASSWORD_MESSAGES, passwordRuleProblem } from '@tourneo/domain/common/password-rules';
import { getInvitation } from '../api/invitation.ts';
import { acceptInvitationAndSignIn } from '../offline/agent-store.ts';
import { SignInForm, TextField, type PrepareSignIn, type SignInTexts } from './sign-in-form.tsx';

const FORM_TEXTS: SignInTexts = { submit: t.save, submitting: t.saving, offline: t.offline };

type Invitation =
  | { state: 'checking' }
  | { state: 'refused'; message: string }
  | { state: 'valid'; agentName: string; companyName: string };

/**
 * The page behind an invitation's link (`/agent/invitation#{token}`): the agent chooses a password
 * (the company's rules, checked here and by the server) and is signed in. A used, expired or
 * unknown link says so, in the server's words.
 */
export function InvitationScreen({ token, onSignedIn }: { token: string; onSignedIn: () => void }) {
  const [invitation, setInvitation] = useState<Invitation>({ state: 'checking' });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let isCurrent = true;
    getInvitation(token).then(
      (answer) =>
        isCurrent &&
        setInvitation({ state: 'valid', agentName: answer.agent_name, companyName: answer.company_name }),
      (caught: unknown) =>
        isCurrent &&
        setInvitation({ state: 'refused', message: caught instanceof Error ? caught.message : t.invalid }),
    );
    return () => {
      isCurrent = false;
    };
  }, [token]);
  useEffect(() => heading.current?.focus(), [invitation.state]);

  /** The company's password rules and the confirmation, then the call that signs the agent in. */
  const preparePassword: PrepareSignIn = (read) => {
    const password = read('password');
    const problem = password ? passwordRuleProblem(password) : t.passwordRequired;
    if (problem) {
      return problem;
    }
    if (password !== read('confirmation')) {
      return PASSWORD_MESSAGES.mismatch;
    }
    return async () => {
      await acceptInvitationAndSignIn({ token, password });
      onSignedIn();
    };
  };

  return (
    <main className="agent-main">
      <h1 ref={heading} tabIndex={-1}>
        {t.pageTitle}
      </h1>
      {invitation.state === 'checking' && <p>{t.checking}</p>}
      {invitation.state === 'refused' && (
        <>
          <p className="notice notice-error" role="alert">
            {invitation.message}
          </p>
          <a className="button" href="/agent">
            {t.goToSignIn}
          </a>
        </>
      )}
      {invitation.state === 'valid' && (
        <>
          <p className="hint">{t.pageIntro(invitation.agentName, invitation.companyName)}</p>
          <SignInForm texts={FORM_TEXTS} prepare={preparePassword}>
            {/* The name, for password managers: they save it with the new password. */}
            <input type="hidden" name="username" autoComplete="username" value={invitation.agentName} />
            <TextField
              name="password"
              label={t.passwordLabel}
              hint={t.passwordHint}
              type="password"
              autoComplete="new-password"
            />
            <TextField
              name="confirmation"
              label={t.confirmLabel}
              type="password"
              autoComplete="new-password"
            />
          </SignInForm>
        </>
      )}
    </main>
  );
}
