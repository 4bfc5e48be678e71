/** The message the page's link came in: its `via` parameter ('email' or 'sms'). */
export function linkChannel(): 'email' | 'sms' | undefined {
  const via = new URLSearchParams(window.location.search).get('via');
  return via === 'email' || via === 'sms' ? via : undefined;
}
