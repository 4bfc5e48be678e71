import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';

/** A form's field by its name: its text, or '' when it has none. */
export type ReadField = (name: string) => string;

/**
 * What a submit does with the fields: a problem to show (nothing is sent), or the call that signs
 * the agent in.
 */
export type PrepareSignIn = (read: ReadField) => string | (() => Promise<void>);

/** The form's own words: its button, the button while it sends, and why it cannot send offline. */
export interface SignInTexts {
  submit: string;
  submitting: string;
  offline: string;
}

/**
 * A form that signs the agent in (the sign-in, an invitation's new password): a problem with the
 * fields or the server's refusal shows above it as an alert that takes the focus; offline, it says
 * so without calling (signing in needs the network).
 */
export function SignInForm({
  texts,
  prepare,
  children,
}: {
  texts: SignInTexts;
  prepare: PrepareSignIn;
  children: ReactNode;
}) {
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) {
      errorRef.current?.focus();
    }
  }, [error]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const prepared = prepare((name) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    });
    if (typeof prepared === 'string') {
      setError(prepared);
      return;
    }
    if (!navigator.onLine) {
      setError(texts.offline);
      return;
    }
    setIsSubmitting(true);
    setError(null);
    try {
      await prepared();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : texts.offline);
      setIsSubmitting(false);
    }
  }

  return (
    <>
      {error && (
        <p className="notice notice-error" role="alert" tabIndex={-1} ref={errorRef} id={errorId}>
          {error}
        </p>
      )}
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-describedby={error ? errorId : undefined}
      >
        {children}
        <button type="submit" className="button button-primary" disabled={isSubmitting}>
          {isSubmitting ? texts.submitting : texts.submit}
        </button>
      </form>
    </>
  );
}

/** A field of a sign-in form: its label, its input (id and name alike, required), a hint under it. */
export function TextField({
  name,
  label,
  hint,
  ...input
}: { name: string; label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <input id={name} name={name} aria-describedby={hintId} required {...input} />
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
