/** The qualifications an operation requires (beside its team's requirements): listed, given, taken. */
import type { CompanyScope, Database } from '../../db/client.ts';
import { isForeignKeyViolation, notFound } from '../../errors.ts';
import * as repository from './operations.repository.ts';
import { presentOperationRole } from './operations.presenter.ts';

interface OperationRoleOptions extends CompanyScope {
  operationId: number;
  roleId: number;
}

async function assertOperationAndRole(db: Database, companyId: number, operationId: number, roleId?: number) {
  if (!(await repository.getOperationById(db, companyId, operationId))) {
    throw notFound();
  }
  if (roleId !== undefined && (await repository.countRoles(db, companyId, [roleId])) !== 1) {
    throw notFound();
  }
}

export async function findOperationRoles({
  db,
  companyId,
  operationId,
}: CompanyScope & { operationId: number }) {
  await assertOperationAndRole(db, companyId, operationId);
  return (await repository.findOperationRoles(db, companyId, operationId)).map(presentOperationRole);
}

/** Requires a qualification for an operation; twice (or twice at once) is not an error. */
export async function assignOperationRole({ db, companyId, operationId, roleId }: OperationRoleOptions) {
  await assertOperationAndRole(db, companyId, operationId, roleId);
  try {
    return { alreadyExists: !(await repository.insertOperationRole(db, companyId, operationId, roleId)) };
  } catch (error) {
    // Deleted meanwhile.
    if (isForeignKeyViolation(error)) {
      throw notFound();
    }
    throw error;
  }
}

export async function removeOperationRole({ db, companyId, operationId, roleId }: OperationRoleOptions) {
  await assertOperationAndRole(db, companyId, operationId, roleId);
  return { removed: await repository.deleteOperationRole(db, companyId, operationId, roleId) };
}
