import { isIPv4, isIPv6 } from 'node:net';

/**
 * What the account's sessions list shows of the browser that opened a session (decision 0038):
 * the network, never the full address (the last IPv4 byte, all but the first 48 bits of IPv6
 * blanked), and a short summary of the user agent.
 */
export function maskIp(ip: string | undefined): string | null {
  if (!ip) {
    return null;
  }
  const v4 = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(v4)) {
    return `${v4.split('.').slice(0, 3).join('.')}.x`;
  }
  if (isIPv6(ip)) {
    const [head = ''] = ip.split('::');
    const groups = head.split(':').filter(Boolean);
    return `${[...groups, '0', '0', '0'].slice(0, 3).join(':')}::/48`;
  }
  return null;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** 'Firefox sur Linux', 'Chrome', or null when nothing is recognised. */
export function summariseUserAgent(userAgent: string | undefined): string | null {
  if (!userAgent) {
    return null;
  }
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) {
    return `${browser} sur ${system}`;
  }
  return browser ?? system ?? userAgent.slice(0, 60).replace(/[^\x20-\x7e]/g, '');
}

/** Who opens a session: kept with it for the account's sessions list. */
export interface SessionClient {
  ip?: string;
  userAgent?: string | undefined;
}

export const sessionClientColumns = (client: SessionClient | undefined) => ({
  device: summariseUserAgent(client?.userAgent),
  ipNetwork: maskIp(client?.ip),
});
