import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AGENT_APP_MESSAGES } from '@tourneo/domain/messages/agent-app-fr';
import { MOBILE_MESSAGES } from '@tourneo/domain/messages/mobile-fr';
import { signIn } from '../offline/agent-store.ts';

const t = AGENT_APP_MESSAGES.signIn;

/**
 * Sign-in with the company's name, the agent's name and the agent's password. The server's
 * refusals (wrong credentials, too many attempts) are shown as it words them.
 */
export function LoginScreen({ isExpired, agentName }: { isExpired: boolean; agentName?: string }) {
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => heading.current?.focus(), []);
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
    const input = {
      company_name: read('company_name').trim(),
      agent_name: read('agent_name').trim(),
      password: read('password'),
    };
    if (!input.company_name || !input.agent_name || !input.password) {
      setError(MOBILE_MESSAGES.fillAllFields);
      return;
    }
    if (!navigator.onLine) {
      setError(t.offline);
      return;
    }
    setIsSubmitting(true);
    setError(null);
    try {
      await signIn(input);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t.offline);
      setIsSubmitting(false);
    }
  }

  return (
    <main className="agent-main">
      <h1 ref={heading} tabIndex={-1}>
        {t.title}
      </h1>
      <p className="hint">{t.intro}</p>
      {isExpired && <p className="notice">{t.expired}</p>}
      {error && (
        <p className="notice notice-error" role="alert" tabIndex={-1} ref={errorRef} id="login-error">
          {error}
        </p>
      )}
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-describedby={error ? 'login-error' : undefined}
      >
        <div className="field">
          <label htmlFor="company_name">{t.companyName}</label>
          <input id="company_name" name="company_name" autoComplete="organization" required />
        </div>
        <div className="field">
          <label htmlFor="agent_name">{t.agentName}</label>
          <input
            id="agent_name"
            name="agent_name"
            autoComplete="username"
            defaultValue={agentName}
            required
          />
        </div>
        <div className="field">
          <label htmlFor="password">{t.password}</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <button type="submit" className="button button-primary" disabled={isSubmitting}>
          {isSubmitting ? t.submitting : t.submit}
        </button>
      </form>
    </main>
  );
}
