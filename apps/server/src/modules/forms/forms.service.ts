import {
  MESSAGES,
  PLANS,
  isLimitExceeded,
  type FormDetails,
  type FormPayload,
  type PlanName,
} from '@tourneo/domain';
import type { CompanyScope, Executor } from '../../db/client.ts';
import { AppError, isForeignKeyViolation, isUniqueViolation } from '../../errors.ts';
import { lockCompany } from '../../db/company-lock.ts';
import * as repository from './forms.repository.ts';
import { presentFormDetails, presentFormListItem } from './forms.presenter.ts';

const formNotFound = () => new AppError('NOT_FOUND', MESSAGES.forms.notFound);
const duplicateName = () => new AppError('CONFLICT', MESSAGES.forms.duplicateName);

export async function findForms({ db, companyId }: CompanyScope) {
  return (await repository.findForms(db, companyId)).map(presentFormListItem);
}

/** A form with its questions in order, as the spec's Form and Field. */
export async function getFormById({
  db,
  companyId,
  formId,
}: CompanyScope<Executor> & { formId: number }): Promise<FormDetails> {
  const form = await repository.getFormRow(db, companyId, formId);
  if (!form) {
    throw formNotFound();
  }
  return presentFormDetails(form, await repository.findFormFields(db, companyId, formId));
}

export interface CreateFormOptions extends CompanyScope {
  /** The plan the session read; the plan under the company lock prevails. */
  plan: PlanName;
  input: FormPayload;
}

/** Creates a form within the plan's limit of forms. */
export async function createForm({ db, companyId, plan, input: form }: CreateFormOptions) {
  try {
    return await db.transaction(async (tx) => {
      // The plan as it is under the lock: a downgrade committed since the session was read counts.
      const limit = PLANS[(await lockCompany(tx, companyId)) ?? plan].limits.forms;
      if (isLimitExceeded(await repository.countForms(tx, companyId), limit)) {
        throw new AppError('FORBIDDEN', MESSAGES.forms.limitReached(limit));
      }
      const formId = await repository.insertForm(tx, companyId, form.name, form.description);
      await repository.insertFormFields(
        tx,
        companyId,
        formId,
        form.fields.map((field, position) => ({ field, position })),
      );
      return getFormById({ db: tx, companyId, formId });
    });
  } catch (error) {
    throw isUniqueViolation(error) ? duplicateName() : error;
  }
}

export interface UpdateFormOptions extends CompanyScope {
  formId: number;
  input: FormPayload;
}

/**
 * Replaces the form's name, description and questions. A question sent with its id keeps that id
 * (answers already given refer to it); the others are new; the missing ones are removed.
 */
export async function updateForm({ db, companyId, formId, input: form }: UpdateFormOptions) {
  try {
    return await db.transaction(async (tx) => {
      const existing = await repository.getFormRow(tx, companyId, formId);
      if (!existing) {
        throw formNotFound();
      }
      await repository.updateFormRow(tx, companyId, formId, {
        name: form.name,
        description: form.description,
      });
      const existingIds = new Set(
        (await repository.findFormFields(tx, companyId, formId)).map((field) => field.id),
      );
      const kept = form.fields.flatMap((field, position) =>
        field.id !== undefined && existingIds.has(field.id) ? [{ id: field.id, field, position }] : [],
      );
      const added = form.fields.flatMap((field, position) =>
        field.id !== undefined && existingIds.has(field.id) ? [] : [{ field, position }],
      );
      await repository.deleteFormFieldsExcept(
        tx,
        companyId,
        formId,
        kept.map((entry) => entry.id),
      );
      for (const entry of kept) {
        await repository.updateFormField(tx, companyId, entry.id, entry.field, entry.position);
      }
      await repository.insertFormFields(tx, companyId, formId, added);
      return getFormById({ db: tx, companyId, formId });
    });
  } catch (error) {
    throw isUniqueViolation(error) ? duplicateName() : error;
  }
}

export interface DeleteFormOptions extends CompanyScope {
  formId: number;
}

/**
 * Deletes a form that no operation type uses. Missions keep the answers they hold (with their
 * labels), so they are only detached: `detachedRdv` counts them.
 */
export async function deleteForm({ db, companyId, formId }: DeleteFormOptions) {
  try {
    return await db.transaction(async (tx) => {
      if (!(await repository.getFormRow(tx, companyId, formId))) {
        throw formNotFound();
      }
      if ((await repository.countOperationsUsingForm(tx, companyId, formId)) > 0) {
        throw new AppError('CONFLICT', MESSAGES.forms.usedByOperations);
      }
      await repository.deleteFormRow(tx, companyId, formId);
      // Missions do not reference forms yet: none is detached.
      const detachedRdv = 0;
      return { detachedRdv };
    });
  } catch (error) {
    // An operation type took the form between the check and the delete.
    throw isForeignKeyViolation(error) ? new AppError('CONFLICT', MESSAGES.forms.usedByOperations) : error;
  }
}
