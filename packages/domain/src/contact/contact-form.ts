/** Limits of the contact form, shared by the page and the server schema. */
export const CONTACT_LIMITS = { name: 200, email: 320, subject: 200, message: 5000 } as const;

export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** Honeypot: hidden from people, filled only by robots. */
  website: string;
}

/** Name, e-mail and message are required (spaces alone count as empty); the subject is optional. */
export function isContactFormComplete(
  values: Pick<ContactFormValues, 'name' | 'email' | 'message'>,
): boolean {
  return [values.name, values.email, values.message].every((value) => value.trim().length > 0);
}

/** A filled honeypot means a robot: the submission is dropped without a word. */
export function isHoneypotFilled(website: string | null | undefined): boolean {
  return typeof website === 'string' && website.trim().length > 0;
}
