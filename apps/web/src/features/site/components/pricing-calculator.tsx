import { useId, useState } from 'react';
import { MAX_PRICED_AGENTS } from '@tourneo/domain/plans/catalogue';
import {
  MAX_QUOTED_AGENT_COUNT,
  estimateMonthlyPrice,
  formatEuros,
  type PlanEstimate,
  type PricingEstimate,
} from '@tourneo/domain/pricing/calculator';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

const formatCount = (count: number) => count.toLocaleString('fr-FR');
const countLabel = (count: number) => `${formatCount(count)} ${count === 1 ? 'agent' : 'agents'}`;

/** Why the count shown is not what was typed (agents are whole, at least one). */
function hintOf(estimate: PricingEstimate, typed: string): string | null {
  switch (estimate.note) {
    case 'whole':
      return `Les agents se comptent en nombre entier\u00a0: ${typed.trim()} compte pour ${countLabel(estimate.agentCount)}.`;
    case 'invalid':
      return 'Saisissez un nombre entier d’agents (par exemple 12)\u00a0: compté ici comme 1\u00a0agent.';
    case 'minimum':
      return 'Au moins 1\u00a0agent\u00a0: compté ici comme 1\u00a0agent.';
    case null:
      return null;
  }
}

/** A plan's monthly total, or why it has none for this team. */
function planTotal(entry: PlanEstimate): string {
  if (entry.monthlyCents !== null) {
    return formatEuros(entry.monthlyCents);
  }
  return entry.maxAgents >= 0 && entry.maxAgents < MAX_QUOTED_AGENT_COUNT
    ? `jusqu’à ${countLabel(entry.maxAgents)}`
    : 'sur devis';
}

/** Monthly price of every plan for a number of agents (empty or invalid counts as one agent). */
export function PricingCalculator() {
  const [agentInput, setAgentInput] = useState('5');
  const inputId = useId();
  const hintId = useId();
  const estimate = estimateMonthlyPrice(agentInput);
  const hint = hintOf(estimate, agentInput);
  return (
    <div className="calculator">
      <label htmlFor={inputId}>Nombre d’agents</label>
      <input
        id={inputId}
        name="agents"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={agentInput}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => setAgentInput(event.target.value)}
      />
      {hint && (
        <p id={hintId} className="calculator-hint" data-testid="agent-count-hint">
          {hint}
        </p>
      )}
      <output htmlFor={inputId} aria-live="polite" className="calculator-result">
        <span className="calculator-count" data-testid="agent-count">
          {countLabel(estimate.agentCount)}
        </span>
        {estimate.plans.map((entry) => (
          <span key={entry.plan}>
            Forfait {entry.label} :{' '}
            <strong data-testid={`plan-total-${entry.plan}`}>{planTotal(entry)}</strong>
            {entry.monthlyCents !== null && ' par mois'}
          </span>
        ))}
        {estimate.isBeyondPricedRange && (
          <span data-testid="beyond-range">
            {estimate.isBeyondQuotedRange
              ? `Au-delà de ${countLabel(MAX_QUOTED_AGENT_COUNT)}, `
              : `Au-delà de ${countLabel(MAX_PRICED_AGENTS)}, seul le forfait Premium (agents illimités) s’applique. Pour un devis, `}
            <Link to={paths.site.contact}>contactez-nous</Link>.
          </span>
        )}
      </output>
      <p className="muted">Hors frais d’usage, facturés uniquement sur les rendez-vous confirmés.</p>
    </div>
  );
}
