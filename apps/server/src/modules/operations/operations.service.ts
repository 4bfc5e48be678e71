import {
  LOAD_PERCENTAGE_DEFAULT,
  MESSAGES,
  normalizeTeamSettings,
  type CreateOperationInput,
  type TeamRequirementFields,
  type TeamRequirementInput,
  type UpdateOperationInput,
} from '@tourneo/domain';
import type { CompanyScope, Database, Transaction } from '../../db/client.ts';
import { AppError, conflictOnUniqueViolation, isForeignKeyViolation, notFound } from '../../errors.ts';
import * as repository from './operations.repository.ts';
import { presentOperation } from './operations.presenter.ts';

export { assignOperationRole, findOperationRoles, removeOperationRole } from './operation-roles.ts';

export async function findOperations({ db, companyId }: CompanyScope) {
  const rows = await repository.findOperations(db, companyId);
  const requirements = await repository.findTeamRequirements(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentOperation(row, requirements));
}

async function getPresentedOperation(db: Database | Transaction, companyId: number, id: number) {
  const operation = await repository.getOperationById(db, companyId, id);
  if (!operation) {
    throw notFound();
  }
  return presentOperation(operation, await repository.findTeamRequirements(db, companyId, [id]));
}

function toRequirementValues(requirements: TeamRequirementFields[]): repository.TeamRequirementValues[] {
  return requirements.map((requirement) => ({
    roleId: requirement.role_id,
    minAgents: requirement.min_agents,
    maxAgents: requirement.max_agents,
    isRequired: requirement.is_required,
    loadPercentage: requirement.load_percentage ?? LOAD_PERCENTAGE_DEFAULT,
    priorityOrder: requirement.priority_order,
    specialRequirements: requirement.special_requirements,
  }));
}

/** Every qualification a team asks for must be one of the company's. */
async function assertRolesExist(db: Transaction, companyId: number, requirements: TeamRequirementFields[]) {
  const roleIds = [...new Set(requirements.map((requirement) => requirement.role_id))];
  if ((await repository.countRoles(db, companyId, roleIds)) !== roleIds.length) {
    throw new AppError('NOT_FOUND', MESSAGES.operations.teamRoleUnknown);
  }
}

/**
 * The chosen form must exist (the forms area's foreign key says so): else 404. Operation names are
 * unique per company, whatever the case or outer spaces: else 409.
 */
function rethrowSaveError(error: unknown): never {
  if (isForeignKeyViolation(error)) {
    throw new AppError('NOT_FOUND', MESSAGES.operations.formUnknown);
  }
  throw conflictOnUniqueViolation(error, MESSAGES.operations.duplicateName);
}

/** Team requirements in the order of their given priority (or as sent), numbered from 1. */
function orderedRequirements(requirements: TeamRequirementInput[]): TeamRequirementFields[] {
  return requirements.map((requirement, index) => ({
    ...requirement,
    priority_order: requirement.priority_order ?? index + 1,
  }));
}

interface CreateOperationOptions extends CompanyScope {
  input: CreateOperationInput;
}

/** Creates an operation type with its team; a single-agent one has no team requirements. */
export async function createOperation({ db, companyId, input }: CreateOperationOptions) {
  const team = normalizeTeamSettings<TeamRequirementFields>({
    supports_teams: input.supports_teams ?? false,
    min_team_size: input.min_team_size ?? 1,
    team_requirements: orderedRequirements(input.team_requirements ?? []),
  });
  try {
    return await db.transaction(async (tx) => {
      await assertRolesExist(tx, companyId, team.team_requirements);
      const operation = await repository.insertOperation(tx, companyId, {
        name: input.name,
        duration: input.duration,
        formId: input.form_id ?? null,
        smsMessage: input.sms_message ?? null,
        emailInvitationSubject: input.email_invitation_subject ?? null,
        emailInvitationBody: input.email_invitation_body ?? null,
        emailConfirmationSubject: input.email_confirmation_subject ?? null,
        emailConfirmationBody: input.email_confirmation_body ?? null,
        supportsTeams: team.supports_teams,
        minTeamSize: team.min_team_size,
      });
      await repository.replaceTeamRequirements(
        tx,
        companyId,
        operation.id,
        toRequirementValues(team.team_requirements),
      );
      return getPresentedOperation(tx, companyId, operation.id);
    });
  } catch (error) {
    rethrowSaveError(error);
  }
}

interface UpdateOperationOptions extends CompanyScope {
  input: UpdateOperationInput;
}

/** The e-mail texts after an update: each one left out is kept, null goes back to the default. */
function keptEmailTexts(
  input: UpdateOperationInput,
  existing: repository.OperationEmailTexts,
): repository.OperationEmailTexts {
  const keep = (given: string | null | undefined, current: string | null) =>
    given === undefined ? current : given;
  return {
    emailInvitationSubject: keep(input.email_invitation_subject, existing.emailInvitationSubject),
    emailInvitationBody: keep(input.email_invitation_body, existing.emailInvitationBody),
    emailConfirmationSubject: keep(input.email_confirmation_subject, existing.emailConfirmationSubject),
    emailConfirmationBody: keep(input.email_confirmation_body, existing.emailConfirmationBody),
  };
}

/**
 * Modifies an operation type. Team fields, the SMS and the e-mail texts left out of the body are
 * kept (the SMS editor sends only id, name, duration, form_id and sms_message); `sms_message:
 * null` or an e-mail text null clears it (back to the default).
 */
export async function updateOperation({ db, companyId, input }: UpdateOperationOptions) {
  try {
    return await db.transaction(async (tx) => {
      const existing = await repository.getOperationById(tx, companyId, input.id, { forUpdate: true });
      if (!existing) {
        throw notFound();
      }
      const currentRequirements = await repository.findTeamRequirements(tx, companyId, [input.id]);
      const team = normalizeTeamSettings<TeamRequirementFields>({
        supports_teams: input.supports_teams ?? existing.supportsTeams,
        min_team_size: input.min_team_size ?? existing.minTeamSize,
        team_requirements: input.team_requirements
          ? orderedRequirements(input.team_requirements)
          : currentRequirements.map((requirement) => ({
              role_id: requirement.roleId,
              min_agents: requirement.minAgents,
              max_agents: requirement.maxAgents,
              is_required: requirement.isRequired,
              load_percentage: requirement.loadPercentage,
              priority_order: requirement.priorityOrder,
              special_requirements: requirement.specialRequirements,
            })),
      });
      await assertRolesExist(tx, companyId, team.team_requirements);
      await repository.updateOperation(tx, companyId, input.id, {
        name: input.name,
        duration: input.duration,
        formId: input.form_id === undefined ? existing.formId : input.form_id,
        smsMessage: input.sms_message === undefined ? existing.smsMessage : input.sms_message,
        ...keptEmailTexts(input, existing),
        supportsTeams: team.supports_teams,
        minTeamSize: team.min_team_size,
      });
      await repository.replaceTeamRequirements(
        tx,
        companyId,
        input.id,
        toRequirementValues(team.team_requirements),
      );
      return getPresentedOperation(tx, companyId, input.id);
    });
  } catch (error) {
    rethrowSaveError(error);
  }
}

/**
 * Deletes an operation type. One still given to clients is refused (clients keep their operation;
 * the planner changes it first), so no client silently loses it.
 */
export async function deleteOperation({ db, companyId, id }: CompanyScope & { id: number }): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      // The row lock makes a concurrent client creation on this operation wait for us.
      if (!(await repository.getOperationById(tx, companyId, id, { forUpdate: true }))) {
        throw notFound();
      }
      const clientCount = await repository.countClientsOfOperation(tx, companyId, id);
      if (clientCount > 0) {
        throw new AppError('CONFLICT', MESSAGES.operations.inUseByClients(clientCount));
      }
      await repository.deleteOperation(tx, companyId, id);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw new AppError('CONFLICT', MESSAGES.operations.inUse);
    }
    throw error;
  }
}
