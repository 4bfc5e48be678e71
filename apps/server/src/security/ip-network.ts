import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, `::` expanded. */
function ipv6Groups(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
}

/**
 * The network of an address, not the device (data minimisation): what the audit log
 * (decision 0039) and the account's sessions list (decision 0038) keep.
 * IPv4 keeps its /24 (`203.0.113.0`), IPv6 its /48 (`2001:db8:85a3::`); anything else, nothing.
 */
export function maskIp(ip: string | null | undefined): string | null {
  if (!ip) {
    return null;
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped?.[1] ?? ip;
  if (isIPv4(address)) {
    return `${address.split('.').slice(0, 3).join('.')}.0`;
  }
  if (isIPv6(address) && !address.includes('.')) {
    const groups = ipv6Groups(address.toLowerCase())
      .slice(0, 3)
      .map((group) => group.replace(/^0+(?=.)/, ''));
    return `${groups.join(':')}::`;
  }
  return null;
}
