/**
 * The answers of the Idempotency-Key checks (decision 0011), in their own module: the agent app's
 * offline queue tells a request still running on the server (retry later) from a real conflict,
 * without importing the whole catalogue. `MESSAGES.http` spreads these.
 */
export const IDEMPOTENCY_MESSAGES = {
  idempotencyKeyInvalid: "L'en-tête Idempotency-Key doit être un UUID",
  requestInProgress: 'Requête déjà en cours de traitement',
  idempotencyKeyReused: 'Cette clé Idempotency-Key a déjà servi pour une autre requête',
} as const;
