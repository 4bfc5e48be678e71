/**
 * Changes a company's plan: `make set-plan COMPANY="demo" PLAN=business`
 * (or `node apps/server/src/cli/set-plan.ts <company name> <standard|business|premium>`).
 */
import { PLAN_NAMES, isPlanName } from '@tourneo/domain';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { updateCompanyPlan } from '../modules/plans/plans.repository.ts';

const [companyName, plan] = process.argv.slice(2);
if (!companyName || !isPlanName(plan)) {
  console.error(`Usage : set-plan <nom de la société> <${PLAN_NAMES.join('|')}>`);
  process.exit(2);
}
const config = readConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const updated = await updateCompanyPlan(handle.db, companyName, plan);
  if (updated.length === 0) {
    console.error(`Société introuvable : ${companyName}`);
    process.exitCode = 1;
  } else {
    console.log(`Plan de « ${updated[0]!.name} » : ${updated[0]!.subscriptionPlan}`);
  }
} finally {
  await handle.close();
}
