/**
 * The end client's booking page links, built once for the server's messages, the back office's
 * client card and the SMS length check: the page is the site's root with the link's token.
 */

/** The message a booking link came in (`?via=`), for billing by channel. */
export type BookingLinkChannel = 'email' | 'sms';

/**
 * The booking page of a link's token: `{origin}/?token=…`, with `&via=email|sms` in a message's
 * link. Without `origin`, the path alone (a redirect on the same site).
 */
export function bookingLinkUrl(
  token: string,
  { origin = '', via }: { origin?: string; via?: BookingLinkChannel } = {},
): string {
  return `${origin}/?token=${encodeURIComponent(token)}${via ? `&via=${via}` : ''}`;
}

/** An SMS's short link, `{origin}/l/{code}`: the server redirects it to the booking page (`via=sms`). */
export function shortBookingLinkUrl(code: string, origin = ''): string {
  return `${origin}/l/${code}`;
}
