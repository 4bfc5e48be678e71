import { useAgents } from '../../features/agents/api/get-agents.ts';
import { useOperations } from '../../features/operations/api/get-operations.ts';
import { AnalyticsScreen } from '../../features/analytics/components/analytics-screen.tsx';

/** 'Analytics avancé': the screen, given the agents and operations its filters choose from. */
export function AnalyticsSection() {
  const agents = useAgents();
  const operations = useOperations();
  return <AnalyticsScreen agents={agents.data ?? []} operations={operations.data ?? []} />;
}
