import { MESSAGES } from '@tourneo/domain';
import { signInThrottled, type LogInOptions, type SessionCompany } from './auth.service.ts';
import * as repository from './auth.repository.ts';

const deviceAccount = (personId: number) => `person:${personId}`;

/**
 * A person signs in with their e-mail and password (issue 26), under the company login's
 * throttle: the account's shared allowance is the address's, a browser that signed in as this
 * person before keeps its own. Unknown address and wrong password answer alike.
 */
export async function logInPerson({ input, ...signIn }: LogInOptions<{ email: string; password: string }>) {
  const person = await repository.getPersonByEmail(signIn.db, input.email.trim());
  return signInThrottled(
    signIn,
    person && { ...person, personId: person.id, deviceAccount: deviceAccount(person.id) },
    {
      accountKey: `person:${input.email.trim().toLowerCase()}`,
      password: input.password,
      invalidCredentials: MESSAGES.people.invalidCredentials,
    },
    (found): Pick<SessionCompany, 'id' | 'name' | 'person'> => ({
      id: found.companyId,
      name: found.companyName,
      person: { id: found.id, name: found.name, email: found.email, role: found.role },
    }),
  );
}
