// Which links booked on this browser: reopened, such a link asks its appointment first instead of
// proposals the server answers 409 'used' (an error in the console). Another browser, or storage
// that is off, just takes the longer way; a link cancelled elsewhere is forgotten on its 404.
const keyOf = (token: string) => `tourneo-booked:${token}`;

/** Whether this browser saw the link book an appointment. */
export function isKnownUsedLink(token: string): boolean {
  try {
    return window.localStorage.getItem(keyOf(token)) !== null;
  } catch {
    return false;
  }
}

/** Remembers (booked) or forgets (cancelled, or no appointment any more) the link. */
export function rememberUsedLink(token: string, isUsed: boolean): void {
  try {
    if (isUsed) {
      window.localStorage.setItem(keyOf(token), '1');
    } else {
      window.localStorage.removeItem(keyOf(token));
    }
  } catch {
    // Storage off (private browsing, quota): the page works without it.
  }
}
