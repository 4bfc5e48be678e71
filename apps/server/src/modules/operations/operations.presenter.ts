import type { Operation } from '@tourneo/domain';
import type * as repository from './operations.repository.ts';

/** The operation type with its team requirements (of `requirements`, those of this operation). */
export function presentOperation(
  operation: repository.OperationRow,
  requirements: repository.TeamRequirementRow[],
): Operation {
  return {
    id: operation.id,
    name: operation.name,
    operation_name: operation.name,
    duration: operation.duration,
    form_id: operation.formId,
    form_name: operation.formName,
    sms_message: operation.smsMessage,
    email_invitation_subject: operation.emailInvitationSubject,
    email_invitation_body: operation.emailInvitationBody,
    email_confirmation_subject: operation.emailConfirmationSubject,
    email_confirmation_body: operation.emailConfirmationBody,
    supports_teams: operation.supportsTeams,
    min_team_size: operation.minTeamSize,
    team_requirements: requirements
      .filter((requirement) => requirement.operationId === operation.id)
      .map((requirement, index) => ({
        id: requirement.id,
        role_id: requirement.roleId,
        role_name: requirement.roleName,
        min_agents: requirement.minAgents,
        max_agents: requirement.maxAgents,
        is_required: requirement.isRequired,
        load_percentage: requirement.loadPercentage,
        // Deleting a qualification removes its requirements: number what is left from 1.
        priority_order: index + 1,
        special_requirements: requirement.specialRequirements,
      })),
  };
}

/** A qualification an operation requires. */
export function presentOperationRole(row: Awaited<ReturnType<typeof repository.findOperationRoles>>[number]) {
  return { operation_id: row.operationId, role_id: row.roleId, role_name: row.roleName };
}
