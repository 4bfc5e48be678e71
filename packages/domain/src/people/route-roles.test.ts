import { describe, expect, it } from 'vitest';
import { PERSON_ROLES } from './roles.ts';
import { ROUTE_ROLES, mayCallRoute, type DeclaredRoute } from './route-roles.ts';

const allowed = (route: DeclaredRoute) => PERSON_ROLES.filter((role) => mayCallRoute(role, route));

describe('the clients screens’ routes by role', () => {
  it('a comptable and a lecture seule person may read and export the list, never change a client', () => {
    for (const role of ['comptable', 'lecture_seule'] as const) {
      expect(mayCallRoute(role, 'POST /client/get-all')).toBe(true);
      expect(mayCallRoute(role, 'GET /clients/export.csv')).toBe(true);
      for (const route of [
        'PUT /client/update',
        'POST /client/delete-client',
        'POST /client/upload-csv',
        'POST /client/send-link',
        'POST /rdv/make-appointment',
        'POST /client/erase',
      ] as const) {
        expect(mayCallRoute(role, route), `${role} ${route}`).toBe(false);
      }
    }
  });

  it('a planificateur changes clients but does not erase them; an administrateur does everything', () => {
    expect(allowed('PUT /client/update')).toEqual(['administrateur', 'planificateur']);
    expect(allowed('POST /client/erase')).toEqual(['administrateur']);
    for (const route of Object.keys(ROUTE_ROLES) as DeclaredRoute[]) {
      expect(mayCallRoute('administrateur', route)).toBe(true);
    }
  });
});
