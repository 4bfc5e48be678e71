import type { PersonRole, PersonView } from '@tourneo/domain';

/** A person, or a pending invitation (no name yet), as `POST /people/get-all` lists them. */
export function presentPerson(row: {
  id: number;
  name?: string | null;
  email: string;
  role: PersonRole;
  createdAt: Date;
}): PersonView {
  return {
    id: row.id,
    name: row.name ?? null,
    email: row.email,
    role: row.role,
    status: row.name ? 'active' : 'invited',
    created_at: row.createdAt.toISOString(),
  };
}
