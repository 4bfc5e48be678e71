/**
 * Changes a company's plan and records the change: `make set-plan COMPANY="demo" PLAN=business`
 * (or `node apps/server/src/cli/set-plan.ts <company name> <standard|business|premium> [--force]`).
 * Like the company itself, the operator cannot move a company below what it already uses, unless
 * `FORCE=1` (`--force`) says so; the change is then recorded and the overrun printed as a warning.
 */
import { PLANS, PLAN_NAMES, isPlanName } from '@tourneo/domain';
import { readStartupConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { getCompanyByName } from '../modules/plans/plans.repository.ts';
import { changeCompanyPlan } from '../modules/plans/plans.service.ts';

const [companyName, plan, ...flags] = process.argv.slice(2);
if (!companyName || !isPlanName(plan)) {
  console.error(`Usage : set-plan <nom de la société> <${PLAN_NAMES.join('|')}> [--force]`);
  process.exit(2);
}
const config = readStartupConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const company = await getCompanyByName(handle.db, companyName);
  if (!company) {
    console.error(`Société introuvable : ${companyName}`);
    process.exitCode = 1;
  } else {
    const { change, overrun } = await changeCompanyPlan({
      db: handle.db,
      companyId: company.id,
      plan,
      changedBy: 'operator',
      allowOverrun: flags.includes('--force'),
    });
    if (overrun) {
      console.warn(`Attention : ${overrun}`);
    }
    console.log(
      `Forfait de « ${company.name} » : ${PLANS[plan].label} (auparavant ${PLANS[change.fromPlan].label}), ` +
        `changement enregistré le ${change.changedAt.toISOString()}`,
    );
  }
} catch (error) {
  if (!(error instanceof AppError)) {
    throw error;
  }
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
