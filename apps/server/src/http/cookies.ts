/**
 * Every cookie the server sets, its attributes in one place: HttpOnly, Secure as configured
 * (COOKIE_SECURE), each its own path and SameSite. The device cookies are sent to their login only.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A device cookie lives a year (security/device-cookie.ts: a browser that signed in before). */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

export type Cookie = 'companySession' | 'companyDevice' | 'agentSession' | 'agentDevice';

interface CookieDefinition {
  name: string;
  path: string;
  sameSite: 'lax' | 'strict';
  /** A device cookie's lifetime; a session cookie is given its session's expiry. */
  maxAge?: number;
}

const COOKIES: Record<Cookie, CookieDefinition> = {
  /** The back office's session; Lax, so that a link to the back office opens it signed in. */
  companySession: { name: 'tourneo_session', path: '/', sameSite: 'lax' },
  /** Sent to the back office's login only. */
  companyDevice: {
    name: 'tourneo_device',
    path: '/admin/login',
    sameSite: 'strict',
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  },
  /** The agent app's session (`{companyId}.{token}`, agent-auth.service.ts), sent to its calls only. */
  agentSession: { name: 'tourneo_agent_session', path: '/mobile', sameSite: 'strict' },
  /** Sent to the agent app's login only. */
  agentDevice: {
    name: 'tourneo_agent_device',
    path: '/mobile/login',
    sameSite: 'strict',
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  },
};

function attributesOf(reply: FastifyReply, cookie: Cookie) {
  const { path, sameSite, maxAge } = COOKIES[cookie];
  return {
    path,
    sameSite,
    ...(maxAge === undefined ? {} : { maxAge }),
    httpOnly: true,
    secure: reply.server.config.cookieSecure,
  };
}

/** Sets the cookie; a session's until `expires`, a device cookie's for its own lifetime. */
export function setCookie(reply: FastifyReply, cookie: Cookie, value: string, expires?: Date): void {
  void reply.setCookie(COOKIES[cookie].name, value, {
    ...attributesOf(reply, cookie),
    ...(expires ? { expires } : {}),
  });
}

/** Ends a session in the browser (a logout). */
export function clearCookie(reply: FastifyReply, cookie: 'companySession' | 'agentSession'): void {
  void reply.clearCookie(COOKIES[cookie].name, attributesOf(reply, cookie));
}

/** The cookie's name (tests read it from answers). */
export function cookieNameOf(cookie: Cookie): string {
  return COOKIES[cookie].name;
}

export function readCookie(request: FastifyRequest, cookie: Cookie): string | undefined {
  return request.cookies[COOKIES[cookie].name];
}

/** A sign-in's cookies: the session's, and the device's when the browser or phone was given one. */
export function setSessionCookies(
  reply: FastifyReply,
  who: 'company' | 'agent',
  session: { value: string; expiresAt: Date; deviceCookie?: string | undefined },
): void {
  setCookie(reply, who === 'company' ? 'companySession' : 'agentSession', session.value, session.expiresAt);
  if (session.deviceCookie) {
    setCookie(reply, who === 'company' ? 'companyDevice' : 'agentDevice', session.deviceCookie);
  }
}
