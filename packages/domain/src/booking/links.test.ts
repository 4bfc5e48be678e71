import { describe, expect, it } from 'vitest';
import { bookingLinkUrl, shortBookingLinkUrl } from './links.ts';

describe('booking links', () => {
  it("a message's link carries the site, the token and the channel it came in", () => {
    expect(bookingLinkUrl('a1B2c3', { origin: 'https://tourneo.fr', via: 'sms' })).toBe(
      'https://tourneo.fr/?token=a1B2c3&via=sms',
    );
    expect(bookingLinkUrl('a1B2c3', { origin: 'https://tourneo.fr', via: 'email' })).toBe(
      'https://tourneo.fr/?token=a1B2c3&via=email',
    );
  });

  it('the client card copies it without a channel; a redirect keeps the path alone', () => {
    expect(bookingLinkUrl('a1B2c3', { origin: 'http://localhost:3000' })).toBe(
      'http://localhost:3000/?token=a1B2c3',
    );
    expect(bookingLinkUrl('', { via: 'sms' })).toBe('/?token=&via=sms');
  });

  it('encodes a token that is not a URL-safe word', () => {
    expect(bookingLinkUrl('a b&c=d')).toBe('/?token=a%20b%26c%3Dd');
  });

  it('the short link is /l/{code} on the site', () => {
    expect(shortBookingLinkUrl('Ab3dE5gH', 'https://tourneo.fr')).toBe('https://tourneo.fr/l/Ab3dE5gH');
  });
});
