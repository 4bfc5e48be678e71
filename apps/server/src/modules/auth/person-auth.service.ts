import { MESSAGES } from '@tourneo/domain';
import { AppError } from '../../errors.ts';
import { decoyHash, verifyPassword } from '../../security/password.ts';
import { createDeviceCookie, readDeviceCookie } from '../../security/device-cookie.ts';
import { checkPasswordThrottled } from './login-throttle.ts';
import { openCompanySession, type LogInOptions, type SessionCompany } from './auth.service.ts';
import * as repository from './auth.repository.ts';

const deviceAccount = (personId: number) => `person:${personId}`;

/**
 * A person signs in with their e-mail and password (issue 26), under the company login's
 * throttle: the account's shared allowance is the address's, a browser that signed in as this
 * person before keeps its own. Unknown address and wrong password answer alike.
 */
export async function logInPerson({
  db,
  limiters,
  ip,
  input,
  sessionTtlHours,
  deviceCookie,
  secretKey,
}: LogInOptions<{ email: string; password: string }>) {
  const person = await repository.getPersonByEmail(db, input.email.trim());
  const device = person && readDeviceCookie(secretKey, deviceCookie, deviceAccount(person.id));
  const { isValid, isKnownDevice } = await checkPasswordThrottled({
    limiters,
    unknownSources: limiters.unknownSourcesPerCompany,
    accountKey: `person:${input.email.trim().toLowerCase()}`,
    ip,
    device: person && device?.companyId === person.companyId ? device : undefined,
    verify: async () => verifyPassword(input.password, person?.passwordHash ?? (await decoyHash())),
    tooManyAttempts: MESSAGES.auth.tooManyAttempts,
  });
  if (!person || !isValid) {
    throw new AppError('UNAUTHORIZED', MESSAGES.people.invalidCredentials);
  }
  const company: Pick<SessionCompany, 'id' | 'name' | 'person'> = {
    id: person.companyId,
    name: person.companyName,
    person: { id: person.id, name: person.name, email: person.email, role: person.role },
  };
  return {
    ...(await openCompanySession({ db, companyId: person.companyId, personId: person.id, sessionTtlHours })),
    company,
    deviceCookie: isKnownDevice
      ? undefined
      : createDeviceCookie(secretKey, person.companyId, deviceAccount(person.id)),
  };
}
