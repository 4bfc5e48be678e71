import { useId, useState } from 'react';
import { estimateMonthlyPrice, formatEuros } from '@tourneo/domain/pricing/calculator';
import { PLANS } from '@tourneo/domain/plans/catalogue';

/** Monthly price of both plans for a number of agents (empty or invalid counts as one agent). */
export function PricingCalculator() {
  const [agentInput, setAgentInput] = useState('5');
  const inputId = useId();
  const estimate = estimateMonthlyPrice(agentInput);
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
        onChange={(event) => setAgentInput(event.target.value)}
      />
      <output htmlFor={inputId} aria-live="polite" className="calculator-result">
        <span className="calculator-count" data-testid="agent-count">
          {estimate.agentCount} {estimate.label}
        </span>
        <span>
          {PLANS.standard.label} :{' '}
          <strong data-testid="forfait-1-total">{formatEuros(estimate.forfait1MonthlyCents)}</strong> par mois
        </span>
        <span>
          {PLANS.business.label} :{' '}
          <strong data-testid="forfait-2-total">{formatEuros(estimate.forfait2MonthlyCents)}</strong> par mois
        </span>
      </output>
      <p className="muted">Hors frais d’usage, facturés uniquement sur les rendez-vous confirmés.</p>
    </div>
  );
}
