import { describe, expect, it } from 'vitest';
import { isPublicAddress, resolvePublicAddress } from './public-address.ts';

describe('public addresses (webhooks, decision 0037)', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'ff02::1',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses a name or literal that resolves to loopback, unless allowed', async () => {
    expect(await resolvePublicAddress('localhost', { allowPrivate: false })).toEqual({
      ok: false,
      reason: 'private',
    });
    expect(await resolvePublicAddress('[::1]', { allowPrivate: false })).toEqual({
      ok: false,
      reason: 'private',
    });
    expect(await resolvePublicAddress('127.0.0.1', { allowPrivate: true })).toEqual({
      ok: true,
      address: '127.0.0.1',
      family: 4,
    });
  });

  it('a name that does not resolve is told apart', async () => {
    expect(await resolvePublicAddress('nowhere.invalid', { allowPrivate: false })).toEqual({
      ok: false,
      reason: 'unresolved',
    });
  });
});
