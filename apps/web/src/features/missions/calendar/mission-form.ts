import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  EMPTY_ADDRESS,
  createMissionFormSchema,
  type AddressValue,
  type Client,
  type CreateMissionBody,
  type SessionBody,
} from '@tourneo/domain';

/*
 * The calendar's creation form (create-mission-modal.tsx) as react-hook-form holds it, and the
 * resolver that checks it with the domain's createMissionFormSchema, the server's own rules.
 */

/** What the form holds while the user types; the sessions and the team are lists of their own. */
export interface MissionFormValues {
  client_name: string;
  /** The client of the file chosen; null: a new client, created with the mission. */
  client: Client | null;
  /** The new client's phone. */
  telephone: string;
  client_email: string;
  address: AddressValue;
  appartement: string;
  operation_id: string;
  comments: string;
}

/** The lists beside the form values, read by the resolver when it builds the body. */
export interface MissionFormContext {
  sessions: Omit<SessionBody, 'agents'>[];
  agents: SessionBody['agents'];
}

export const DEFAULT_MISSION_FORM_VALUES: MissionFormValues = {
  client_name: '',
  client: null,
  telephone: '',
  client_email: '',
  address: EMPTY_ADDRESS,
  appartement: '',
  operation_id: '',
  comments: '',
};

/** The body of POST /api/rdv-unified the form's values and lists make. */
function bodyOf(values: MissionFormValues, context: MissionFormContext) {
  return {
    client_name: values.client_name,
    client_email: values.client_email,
    adresse: values.address.adresse,
    appartement: values.appartement,
    operation_id: values.operation_id === '' ? null : Number(values.operation_id),
    comments: values.comments,
    ...(values.client
      ? { client_id: values.client.id }
      : {
          new_client: {
            telephone: values.telephone,
            code_postal: values.address.postal_code,
            latitude: values.address.latitude,
            longitude: values.address.longitude,
          },
        }),
    sessions: context.sessions.map((session) => ({ ...session, agents: context.agents })),
  };
}

/** Where the domain schema's issues show: under their field, else above the buttons. */
function fieldOf(
  path: readonly PropertyKey[],
): 'client_name' | 'client_email' | 'address' | 'telephone' | 'root' {
  const [field, nested] = path;
  if (field === 'client_name' || field === 'client_id') {
    return 'client_name';
  }
  if (field === 'client_email') {
    return 'client_email';
  }
  if (field === 'adresse' || (field === 'new_client' && nested !== 'telephone')) {
    return 'address';
  }
  return field === 'new_client' ? 'telephone' : 'root';
}

/** The domain's creation rules (`createMissionFormSchema`), as react-hook-form reads them. */
export const missionResolver: Resolver<MissionFormValues, MissionFormContext, CreateMissionBody> = (
  values,
  context,
) => {
  const parsed = createMissionFormSchema.safeParse(bodyOf(values, context!));
  if (parsed.success) {
    return { values: parsed.data, errors: {} };
  }
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    errors[fieldOf(issue.path)] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<MissionFormValues> };
};
