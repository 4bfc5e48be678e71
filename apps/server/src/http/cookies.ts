/**
 * Every cookie the server sets, its attributes in one place: HttpOnly, Secure as configured
 * (COOKIE_SECURE), each its own path and SameSite. The device cookies are sent to their login only.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../security/session-token.ts';
import {
  AGENT_DEVICE_COOKIE,
  AGENT_DEVICE_COOKIE_PATH,
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  DEVICE_COOKIE_PATH,
} from '../security/device-cookie.ts';
import { AGENT_SESSION_COOKIE, AGENT_SESSION_COOKIE_PATH } from '../modules/auth/agent-auth.service.ts';

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
  companySession: { name: SESSION_COOKIE, path: '/', sameSite: 'lax' },
  companyDevice: {
    name: DEVICE_COOKIE,
    path: DEVICE_COOKIE_PATH,
    sameSite: 'strict',
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  },
  /** The agent app's session, sent to its calls (`/mobile`) only. */
  agentSession: { name: AGENT_SESSION_COOKIE, path: AGENT_SESSION_COOKIE_PATH, sameSite: 'strict' },
  agentDevice: {
    name: AGENT_DEVICE_COOKIE,
    path: AGENT_DEVICE_COOKIE_PATH,
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
