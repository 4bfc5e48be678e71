import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { deleteRows, inCompany, insertIfAbsent, sameCompany, updateCompanyRow } from '../../db/queries.ts';
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

export interface OperationValues extends OperationEmailTexts {
  name: string;
  duration: number;
  formId: number | null;
  smsMessage: string | null;
  supportsTeams: boolean;
  minTeamSize: number;
  priceCents: number | null;
}

/** An operation as the routes answer it: its values, its id and its form's name. */
export type OperationRow = OperationValues & { id: number; formName: string | null };

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

const formOfOperation = sameCompany(forms, operations, eq(forms.id, operations.formId));

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
    .where(inCompany(operations, companyId, { id }));
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
      sameCompany(roles, operationTeamRequirements, eq(roles.id, operationTeamRequirements.roleId)),
    )
    .where(
      inCompany(
        operationTeamRequirements,
        companyId,
        {},
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
  return updateCompanyRow(db, operations, companyId, id, values, operationColumns);
}

export async function replaceTeamRequirements(
  db: Executor,
  companyId: number,
  operationId: number,
  requirements: TeamRequirementValues[],
): Promise<void> {
  await db
    .delete(operationTeamRequirements)
    .where(inCompany(operationTeamRequirements, companyId, { operationId }));
  if (requirements.length > 0) {
    await db
      .insert(operationTeamRequirements)
      .values(requirements.map((requirement) => ({ companyId, operationId, ...requirement })));
  }
}

export async function deleteOperation(db: Executor, companyId: number, id: number): Promise<boolean> {
  return (await deleteRows(db, operations, inCompany(operations, companyId, { id }))) > 0;
}

export async function countClientsOfOperation(db: Executor, companyId: number, operationId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(clients)
    .where(inCompany(clients, companyId, { operationId }));
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
    .where(inCompany(roles, companyId, {}, inArray(roles.id, roleIds)));
  return row?.value ?? 0;
}

export async function findOperationRoles(db: Executor, companyId: number, operationId: number) {
  return db
    .select({ operationId: operationRoles.operationId, roleId: operationRoles.roleId, roleName: roles.name })
    .from(operationRoles)
    .innerJoin(roles, sameCompany(roles, operationRoles, eq(roles.id, operationRoles.roleId)))
    .where(inCompany(operationRoles, companyId, { operationId }))
    .orderBy(asc(roles.name), asc(roles.id));
}

export async function insertOperationRole(
  db: Executor,
  companyId: number,
  operationId: number,
  roleId: number,
) {
  return insertIfAbsent(db, operationRoles, { companyId, operationId, roleId });
}

export async function deleteOperationRole(
  db: Executor,
  companyId: number,
  operationId: number,
  roleId: number,
) {
  return (
    (await deleteRows(db, operationRoles, inCompany(operationRoles, companyId, { operationId, roleId }))) > 0
  );
}
