import { Link } from 'react-router';
import { formatEuros } from '@tourneo/domain/pricing/calculator';
import {
  FEATURE_LABELS,
  INCLUDED_IN_EVERY_PLAN,
  MAX_PRICED_AGENTS,
  PLAN_LIST,
  UNLIMITED,
  USAGE_FEE_CENTS,
  featuresAddedBy,
  lowestPlanWith,
  type PlanDefinition,
} from '@tourneo/domain/plans/catalogue';
import { supportAnswerPromise } from '@tourneo/domain/support/promise';
import { paths } from '../../../config/paths.ts';
import { PageHeader } from '../components/page-header.tsx';
import { PricingCalculator } from '../components/pricing-calculator.tsx';
import { Accordion } from '../components/accordion.tsx';
import { Band, Column, ColumnsBand } from '../components/band.tsx';
import { DemoLink } from '../components/demo-link.tsx';

/** One row per selling point: what every plan includes, then each feature and the plans that have it. */
const COMPARISON: readonly { feature: string; included: readonly boolean[] }[] = [
  ...INCLUDED_IN_EVERY_PLAN.map((feature) => ({ feature, included: PLAN_LIST.map(() => true) })),
  ...PLAN_LIST.flatMap((plan) =>
    featuresAddedBy(plan.name).map((feature) => ({
      feature: FEATURE_LABELS[feature],
      included: PLAN_LIST.map((candidate) => candidate.features.includes(feature)),
    })),
  ),
];

const PRICING_FAQ = [
  {
    question: 'Quand les frais d’usage sont-ils dus ?',
    answer: `Uniquement quand un client confirme son rendez-vous : ${formatEuros(USAGE_FEE_CENTS.email)} par confirmation par e-mail, ${formatEuros(USAGE_FEE_CENTS.sms)} par confirmation par SMS. Un lien resté sans réponse ne coûte rien.`,
  },
  {
    question: 'Puis-je changer de forfait ?',
    answer:
      'Oui, à tout moment, depuis « Mon abonnement » dans votre espace : les fonctionnalités du nouveau forfait s’activent dès le changement.',
  },
  {
    question: 'Sous quel délai le support répond-il ?',
    answer: `Chaque forfait écrit au support depuis l’écran « Support » de son espace. ${supportAnswerPromise(false)} (du lundi au vendredi, de 9 h à 18 h), et avec le support prioritaire du forfait ${lowestPlanWith('priority_support').label} : ${supportAnswerPromise(true).toLowerCase()}.`,
  },
  {
    question: 'Y a-t-il un engagement ?',
    answer: 'Non. Le prix est mensuel, par agent, sans durée minimale.',
  },
] as const;

const Check = ({ included }: { included: boolean }) =>
  included ? (
    <span className="yes">
      <span aria-hidden="true">✓</span> Inclus
    </span>
  ) : (
    <span className="no">
      <span aria-hidden="true">—</span> Non inclus
    </span>
  );

/** A plan card's list: everything for the lowest plan, then "everything of the plan below, plus" its features. */
function planHighlights(plan: PlanDefinition, rank: number): string[] {
  const below = PLAN_LIST[rank - 1];
  const base = below ? [`Tout le forfait ${below.label}`] : [...INCLUDED_IN_EVERY_PLAN];
  const limits =
    plan.limits.agents === UNLIMITED
      ? ['Agents illimités']
      : [`Jusqu’à ${plan.limits.agents.toLocaleString('fr-FR')} agents`];
  return [...base, ...featuresAddedBy(plan.name).map((feature) => FEATURE_LABELS[feature]), ...limits];
}

export function PricingPage() {
  return (
    <>
      <PageHeader eyebrow="Tarifs" title="Un prix par agent, sans engagement">
        <p>
          {PLAN_LIST.length} forfaits mensuels, et des frais d’usage seulement sur les rendez-vous confirmés.
        </p>
      </PageHeader>

      <ColumnsBand labelledBy="calculateur-titre">
        <Column id="calculateur-titre" title="Estimez votre abonnement">
          <p>
            Indiquez le nombre d’agents de terrain : le prix mensuel de chaque forfait s’affiche aussitôt.
          </p>
        </Column>
        <PricingCalculator />
      </ColumnsBand>

      <Band id="forfaits-titre" title="Les forfaits" tone="soft">
        <div className="cards plans">
          {PLAN_LIST.map((plan, rank) => (
            <article className="card plan" key={plan.name} aria-labelledby={`plan-${plan.name}`}>
              <h3 id={`plan-${plan.name}`}>Forfait {plan.label}</h3>
              <p className="plan-price">
                <strong>{formatEuros(plan.pricePerAgentCents)}</strong> par agent et par mois
              </p>
              <ul className="checklist">
                {planHighlights(plan, rank).map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
              <DemoLink />
            </article>
          ))}
        </div>
      </Band>

      <Band id="usage-titre" title="Frais d’usage">
        <ul className="usage-fees">
          <li>
            <strong>{formatEuros(USAGE_FEE_CENTS.email)}</strong> par rendez-vous confirmé par e-mail
          </li>
          <li>
            <strong>{formatEuros(USAGE_FEE_CENTS.sms)}</strong> par rendez-vous confirmé par SMS
          </li>
        </ul>
        <p>Payables uniquement si le rendez-vous est confirmé. Sans engagement.</p>
      </Band>

      <Band id="comparaison-titre" title="Comparer les forfaits" tone="soft">
        {/* Wider than a phone: the keyboard reaches it (Tab) and scrolls it (arrows). */}
        <div
          className="table-wrapper"
          role="region"
          aria-label="Tableau de comparaison des forfaits"
          tabIndex={0}
        >
          <table className="comparison">
            <caption className="visually-hidden">Fonctionnalités incluses dans chaque forfait</caption>
            <thead>
              <tr>
                <th scope="col">Fonctionnalité</th>
                {PLAN_LIST.map((plan) => (
                  <th scope="col" key={plan.name}>
                    Forfait {plan.label}
                    <br />
                    <span className="muted">{formatEuros(plan.pricePerAgentCents)} / agent / mois</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {COMPARISON.map((row) => (
                <tr key={row.feature}>
                  <th scope="row">{row.feature}</th>
                  {row.included.map((included, index) => (
                    <td key={PLAN_LIST[index]?.name}>
                      <Check included={included} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="muted">
          Plus de {MAX_PRICED_AGENTS.toLocaleString('fr-FR')} agents ?{' '}
          <Link to={paths.site.contact}>Contactez-nous</Link>.
        </p>
      </Band>

      <Band id="tarifs-faq-titre" title="Questions sur les tarifs">
        <Accordion items={PRICING_FAQ} />
        <p className="hero-actions">
          <DemoLink label="Planifier une démo" />
        </p>
      </Band>
    </>
  );
}
