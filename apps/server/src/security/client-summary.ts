import { maskIp } from './ip-network.ts';

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
