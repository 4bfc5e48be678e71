/** The Statistiques module's public use cases (issue 23). */
export { getCompanyStats } from './get-company-stats.ts';
export { getAgentTravel } from './get-agent-travel.ts';
