import { useId, useState } from 'react';
import { MAX_AGENT_COUNT, estimateMonthlyPrice, formatEuros } from '@tourneo/domain/pricing/calculator';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

const formatCount = (count: number) => count.toLocaleString('fr-FR');

/** Monthly price of every plan for a number of agents (empty or invalid counts as one agent). */
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
          {formatCount(estimate.agentCount)} {estimate.label}
        </span>
        {estimate.plans.map((entry) => (
          <span key={entry.plan}>
            Forfait {entry.label} :{' '}
            <strong data-testid={`plan-total-${entry.plan}`}>{formatEuros(entry.monthlyCents)}</strong> par
            mois
          </span>
        ))}
        {estimate.isBeyondPricedRange && (
          <span data-testid="beyond-range">
            Au-delà de {formatCount(MAX_AGENT_COUNT)} agents,{' '}
            <Link to={paths.site.contact}>contactez-nous</Link> pour un devis.
          </span>
        )}
      </output>
      <p className="muted">Hors frais d’usage, facturés uniquement sur les rendez-vous confirmés.</p>
    </div>
  );
}
