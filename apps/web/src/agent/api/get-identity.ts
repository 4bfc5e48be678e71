import type { MobileIdentity } from '@tourneo/domain/mobile/responses';
import { mobileRequest } from './mobile-request.ts';

/** Who is signed in on this phone (401: nobody). */
export const getIdentity = () => mobileRequest<MobileIdentity>('/mobile/session', { method: 'GET' });
