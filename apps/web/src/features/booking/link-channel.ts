/** The message the page's link came in: its `via` parameter ('email' or 'sms'). */
export function linkChannel(): 'email' | 'sms' | undefined {
  const via = new URLSearchParams(window.location.search).get('via');
  return via === 'email' || via === 'sms' ? via : undefined;
}

/** The freed slot offered to the client (Automatisations avancées): the link's `express` parameter. */
export function expressOffer(): string | null {
  const offer = new URLSearchParams(window.location.search).get('express');
  return offer && /^[A-Za-z0-9_-]{16,64}$/.test(offer) ? offer : null;
}
