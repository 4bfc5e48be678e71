import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AGENT_INVITATION_MESSAGES as t } from '@tourneo/domain/messages/invitations-fr';
import { PASSWORD_MESSAGES, passwordRuleProblem } from '@tourneo/domain/common/password-rules';
import { getInvitation } from '../api/invitation.ts';
import { acceptInvitationAndSignIn } from '../offline/agent-store.ts';

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
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

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
  useEffect(() => {
    if (error) {
      errorRef.current?.focus();
    }
  }, [error]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const password = read('password');
    const confirmation = read('confirmation');
    const problem = password ? passwordRuleProblem(password) : t.passwordRequired;
    if (problem) {
      setError(problem);
      return;
    }
    if (password !== confirmation) {
      setError(PASSWORD_MESSAGES.mismatch);
      return;
    }
    if (!navigator.onLine) {
      setError(t.offline);
      return;
    }
    setIsSubmitting(true);
    setError(null);
    try {
      await acceptInvitationAndSignIn({ token, password });
      onSignedIn();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t.offline);
      setIsSubmitting(false);
    }
  }

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
          {error && (
            <p
              className="notice notice-error"
              role="alert"
              tabIndex={-1}
              ref={errorRef}
              id="invitation-error"
            >
              {error}
            </p>
          )}
          <form
            onSubmit={(event) => void submit(event)}
            noValidate
            aria-describedby={error ? 'invitation-error' : undefined}
          >
            {/* The name, for password managers: they save it with the new password. */}
            <input type="hidden" name="username" autoComplete="username" value={invitation.agentName} />
            <div className="field">
              <label htmlFor="password">{t.passwordLabel}</label>
              <input
                id="password"
                name="password"
                type="password"
                autoComplete="new-password"
                aria-describedby="password-hint"
                required
              />
              <p className="hint" id="password-hint">
                {t.passwordHint}
              </p>
            </div>
            <div className="field">
              <label htmlFor="confirmation">{t.confirmLabel}</label>
              <input
                id="confirmation"
                name="confirmation"
                type="password"
                autoComplete="new-password"
                required
              />
            </div>
            <button type="submit" className="button button-primary" disabled={isSubmitting}>
              {isSubmitting ? t.saving : t.save}
            </button>
          </form>
        </>
      )}
    </main>
  );
}
