/**
 * The public API's answers in English (`Accept-Language: en`, decision 0034). The French catalogue
 * stays the source: a French message with an English text here is translated, any other one takes
 * its status's English text; validation errors name their field with zod's English message.
 */
import { API_KEYS_MESSAGES } from './api-keys-fr.ts';
import { MESSAGES } from './fr.ts';
import { featureMissingMessage } from '../plans/plan-change.ts';

/** English by HTTP status, for every French message without its own translation. */
export const ENGLISH_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'Invalid request.',
  401: 'Unauthorized.',
  403: 'Forbidden.',
  404: 'Resource not found.',
  405: 'Method not allowed for this address.',
  409: 'Conflict with the current data.',
  410: 'Gone.',
  413: 'Request too large.',
  415: 'Unsupported content type.',
  422: 'Unprocessable request.',
  429: 'Too many requests. Please wait before retrying.',
  500: 'Internal server error.',
};

const ENGLISH_BY_FRENCH: ReadonlyMap<string, string> = new Map([
  [
    API_KEYS_MESSAGES.keyRequired,
    'Missing or invalid API key: send the header "Authorization: Bearer <key>".',
  ],
  [API_KEYS_MESSAGES.writeScopeRequired, 'This API key is read-only: create a key with write access.'],
  [API_KEYS_MESSAGES.tooManyRequests, 'Too many requests for this API key. Please retry in a moment.'],
  [API_KEYS_MESSAGES.cursorInvalid, 'Invalid pagination cursor.'],
  [featureMissingMessage('api_access'), 'Your plan does not include API access (Business plan or higher).'],
  [MESSAGES.http[400], ENGLISH_BY_STATUS[400]!],
  [MESSAGES.http[404], ENGLISH_BY_STATUS[404]!],
  [MESSAGES.http[429], ENGLISH_BY_STATUS[429]!],
  [MESSAGES.http[500], ENGLISH_BY_STATUS[500]!],
  [MESSAGES.request.invalidJson, 'The request body is not valid JSON.'],
]);

/** The English text of a French answer of the public API. */
export function englishApiMessage(french: string, status: number): string {
  return (
    ENGLISH_BY_FRENCH.get(french) ??
    ENGLISH_BY_STATUS[status] ??
    (status >= 500 ? ENGLISH_BY_STATUS[500]! : ENGLISH_BY_STATUS[400]!)
  );
}

/**
 * The language of the answers: English when the request prefers it to French (`Accept-Language:
 * en-GB, fr;q=0.5`), French otherwise (no header, `*`, or neither language named).
 */
export function prefersEnglish(acceptLanguage: string | undefined): boolean {
  if (!acceptLanguage) {
    return false;
  }
  const ranked = acceptLanguage
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().toLowerCase().split(';');
      const q = parameters.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && (entry.language === 'en' || entry.language === 'fr'))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language === 'en';
}
