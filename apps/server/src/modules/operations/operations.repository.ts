import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  clients,
  forms,
  operationRoles,
  operationTeamRequirements,
  operations,
  roles,
} from '../../db/schema/index.ts';

const operationColumns = {
  id: operations.id,
  name: operations.name,
  duration: operations.duration,
  formId: operations.formId,
  smsMessage: operations.smsMessage,
  emailInvitationSubject: operations.emailInvitationSubject,
  emailInvitationBody: operations.emailInvitationBody,
  emailConfirmationSubject: operations.emailConfirmationSubject,
  emailConfirmationBody: operations.emailConfirmationBody,
  supportsTeams: operations.supportsTeams,
  minTeamSize: operations.minTeamSize,
  priceCents: operations.priceCents,
  formName: forms.name,
};
/** An operation's own e-mail texts; null: the default. */
export interface OperationEmailTexts {
  emailInvitationSubject: string | null;
  emailInvitationBody: string | null;
  emailConfirmationSubject: string | null;
  emailConfirmationBody: string | null;
}

export type OperationRow = OperationEmailTexts & {
  id: number;
  name: string;
  duration: number;
  formId: number | null;
  smsMessage: string | null;
  supportsTeams: boolean;
  minTeamSize: number;
  priceCents: number | null;
  formName: string | null;
};

export interface TeamRequirementRow {
  id: number;
  operationId: number;
  roleId: number;
  roleName: string;
  minAgents: number;
  maxAgents: number;
  isRequired: boolean;
  loadPercentage: number;
  priorityOrder: number;
  specialRequirements: string | null;
}

export type TeamRequirementValues = Omit<TeamRequirementRow, 'id' | 'operationId' | 'roleName'>;

export interface OperationValues extends OperationEmailTexts {
  name: string;
  duration: number;
  formId: number | null;
  smsMessage: string | null;
  supportsTeams: boolean;
  minTeamSize: number;
  priceCents: number | null;
}

const formOfOperation = and(eq(forms.companyId, operations.companyId), eq(forms.id, operations.formId));

export async function findOperations(db: Executor, companyId: number): Promise<OperationRow[]> {
  return db
    .select(operationColumns)
    .from(operations)
    .leftJoin(forms, formOfOperation)
    .where(eq(operations.companyId, companyId))
    .orderBy(asc(operations.name), asc(operations.id));
}

export async function getOperationById(
  db: Executor,
  companyId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<OperationRow | undefined> {
  const query = db
    .select(operationColumns)
    .from(operations)
    .leftJoin(forms, formOfOperation)
    .where(and(eq(operations.companyId, companyId), eq(operations.id, id)));
  const [row] = options.forUpdate ? await query.for('update', { of: operations }) : await query;
  return row;
}

export async function findTeamRequirements(
  db: Executor,
  companyId: number,
  operationIds: number[],
): Promise<TeamRequirementRow[]> {
  if (operationIds.length === 0) {
    return [];
  }
  return db
    .select({
      id: operationTeamRequirements.id,
      operationId: operationTeamRequirements.operationId,
      roleId: operationTeamRequirements.roleId,
      roleName: roles.name,
      minAgents: operationTeamRequirements.minAgents,
      maxAgents: operationTeamRequirements.maxAgents,
      isRequired: operationTeamRequirements.isRequired,
      loadPercentage: operationTeamRequirements.loadPercentage,
      priorityOrder: operationTeamRequirements.priorityOrder,
      specialRequirements: operationTeamRequirements.specialRequirements,
    })
    .from(operationTeamRequirements)
    .innerJoin(
      roles,
      and(
        eq(roles.companyId, operationTeamRequirements.companyId),
        eq(roles.id, operationTeamRequirements.roleId),
      ),
    )
    .where(
      and(
        eq(operationTeamRequirements.companyId, companyId),
        inArray(operationTeamRequirements.operationId, operationIds),
      ),
    )
    .orderBy(asc(operationTeamRequirements.priorityOrder), asc(operationTeamRequirements.id));
}

export async function insertOperation(db: Executor, companyId: number, values: OperationValues) {
  const [row] = await db
    .insert(operations)
    .values({ companyId, ...values })
    .returning(operationColumns);
  return row!;
}

export async function updateOperation(db: Executor, companyId: number, id: number, values: OperationValues) {
  const [row] = await db
    .update(operations)
    .set(values)
    .where(and(eq(operations.companyId, companyId), eq(operations.id, id)))
    .returning(operationColumns);
  return row;
}

export async function replaceTeamRequirements(
  db: Executor,
  companyId: number,
  operationId: number,
  requirements: TeamRequirementValues[],
): Promise<void> {
  await db
    .delete(operationTeamRequirements)
    .where(
      and(
        eq(operationTeamRequirements.companyId, companyId),
        eq(operationTeamRequirements.operationId, operationId),
      ),
    );
  if (requirements.length > 0) {
    await db
      .insert(operationTeamRequirements)
      .values(requirements.map((requirement) => ({ companyId, operationId, ...requirement })));
  }
}

export async function deleteOperation(db: Executor, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(operations)
    .where(and(eq(operations.companyId, companyId), eq(operations.id, id)))
    .returning({ id: operations.id });
  return rows.length > 0;
}

export async function countClientsOfOperation(db: Executor, companyId: number, operationId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.operationId, operationId)));
  return row?.value ?? 0;
}

/** How many of these qualification ids belong to the company. */
export async function countRoles(db: Executor, companyId: number, roleIds: number[]): Promise<number> {
  if (roleIds.length === 0) {
    return 0;
  }
  const [row] = await db
    .select({ value: count() })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), inArray(roles.id, roleIds)));
  return row?.value ?? 0;
}

export async function findOperationRoles(db: Executor, companyId: number, operationId: number) {
  return db
    .select({ operationId: operationRoles.operationId, roleId: operationRoles.roleId, roleName: roles.name })
    .from(operationRoles)
    .innerJoin(roles, and(eq(roles.companyId, operationRoles.companyId), eq(roles.id, operationRoles.roleId)))
    .where(and(eq(operationRoles.companyId, companyId), eq(operationRoles.operationId, operationId)))
    .orderBy(asc(roles.name), asc(roles.id));
}

export async function insertOperationRole(
  db: Executor,
  companyId: number,
  operationId: number,
  roleId: number,
) {
  const rows = await db
    .insert(operationRoles)
    .values({ companyId, operationId, roleId })
    .onConflictDoNothing()
    .returning({ roleId: operationRoles.roleId });
  return rows.length > 0;
}

export async function deleteOperationRole(
  db: Executor,
  companyId: number,
  operationId: number,
  roleId: number,
) {
  const rows = await db
    .delete(operationRoles)
    .where(
      and(
        eq(operationRoles.companyId, companyId),
        eq(operationRoles.operationId, operationId),
        eq(operationRoles.roleId, roleId),
      ),
    )
    .returning({ roleId: operationRoles.roleId });
  return rows.length > 0;
}
