import { useRef, useState, type FormEvent } from 'react';
import { MESSAGES } from '@tourneo/domain/messages/fr';
import {
  isContactFormComplete,
  isHoneypotFilled,
  type ContactFormValues,
} from '@tourneo/domain/contact/contact-form';
import { sendContactMessage } from '../api/send-contact-message.ts';

type Status =
  { state: 'idle' } | { state: 'sending' } | { state: 'success' } | { state: 'error'; message: string };

const EMPTY: ContactFormValues = { name: '', email: '', subject: '', message: '', website: '' };

/** The contact form: own validation, one request at a time, honeypot dropped silently. */
export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const isSending = useRef(false);

  /** A field's input: its id and name, its value in the form's state, and what updates it. */
  const bind = (field: keyof ContactFormValues) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending.current) {
      return;
    }
    if (isHoneypotFilled(values.website)) {
      return;
    }
    if (!isContactFormComplete(values)) {
      setStatus({ state: 'error', message: MESSAGES.contact.missingFields });
      return;
    }
    isSending.current = true;
    setStatus({ state: 'sending' });
    try {
      await sendContactMessage({
        name: values.name,
        email: values.email,
        subject: values.subject,
        message: values.message,
      });
      setValues(EMPTY);
      setStatus({ state: 'success' });
    } catch (error) {
      setStatus({
        state: 'error',
        message: error instanceof Error && error.message ? error.message : MESSAGES.contact.sendError,
      });
    } finally {
      isSending.current = false;
    }
  };

  const sending = status.state === 'sending';
  return (
    <form
      className="contact-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Formulaire de contact"
    >
      <div className="field">
        <label htmlFor="contact-name">Nom</label>
        <input {...bind('name')} autoComplete="name" />
      </div>
      <div className="field">
        <label htmlFor="contact-email">Email</label>
        <input {...bind('email')} type="email" autoComplete="email" />
      </div>
      <div className="field">
        <label htmlFor="contact-subject">
          Sujet <span className="muted">(facultatif)</span>
        </label>
        <input {...bind('subject')} />
      </div>
      <div className="field">
        <label htmlFor="contact-message">Message</label>
        <textarea {...bind('message')} rows={6} />
      </div>
      {/* Honeypot: out of sight and out of the tab order; only robots fill it. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-website">Site web</label>
        <input {...bind('website')} tabIndex={-1} autoComplete="off" />
      </div>
      <div className="form-feedback">
        {status.state === 'error' ? (
          <p role="alert" className="feedback feedback-error">
            {status.message}
          </p>
        ) : null}
        <p role="status" className="feedback feedback-success">
          {status.state === 'success' ? MESSAGES.contact.success : ''}
        </p>
      </div>
      <button type="submit" className="button button-primary" disabled={sending} aria-disabled={sending}>
        {sending ? MESSAGES.contact.sending : MESSAGES.contact.submit}
      </button>
    </form>
  );
}
