/**
 * Outbound requests to addresses a company gives (webhooks, decision 0037): the host must resolve
 * to public addresses only, never to a private, loopback, link-local, unique-local, multicast or
 * reserved one (IPv4, IPv6, and IPv4 mapped in IPv6), unless configuration allows it (tests,
 * a self-hosted install). The address checked is the one connected to (pinned), so a name that
 * resolves differently a second time (DNS rebinding) changes nothing.
 */
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

export type AddressCheck =
  { ok: true; address: string; family: 4 | 6 } | { ok: false; reason: 'private' | 'unresolved' };

/** True for a global unicast address: ipaddr.js names every special range otherwise. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) {
    return false;
  }
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** Strips the brackets of an IPv6 literal in a URL (`[::1]`). */
const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Resolves `hostname` and answers the address to connect to: every address it resolves to must be
 * public (one private answer refuses it), unless `allowPrivate`.
 */
export async function resolvePublicAddress(
  hostname: string,
  { allowPrivate }: { allowPrivate: boolean },
): Promise<AddressCheck> {
  const host = bareHost(hostname);
  let addresses: { address: string; family: number }[];
  try {
    addresses = ipaddr.isValid(host)
      ? [{ address: host, family: host.includes(':') ? 6 : 4 }]
      : await lookup(host, { all: true, verbatim: true });
  } catch {
    return { ok: false, reason: 'unresolved' };
  }
  const [first] = addresses;
  if (!first) {
    return { ok: false, reason: 'unresolved' };
  }
  if (!allowPrivate && addresses.some(({ address }) => !isPublicAddress(address))) {
    return { ok: false, reason: 'private' };
  }
  return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4 };
}
