import { Link } from 'react-router';
import { formatEuros } from '@tourneo/domain/pricing/calculator';
import { PLANS, USAGE_FEE_CENTS } from '@tourneo/domain/plans/catalogue';
import { paths } from '../../config/paths.ts';
import { PageHeader } from '../components/page-header.tsx';
import { PricingCalculator } from '../components/pricing-calculator.tsx';
import { Accordion } from '../components/accordion.tsx';

const PUBLIC_PLANS = [PLANS.standard, PLANS.business] as const;

const COMPARISON: readonly { feature: string; forfait1: boolean; forfait2: boolean }[] = [
  { feature: 'Application mobile pour les agents', forfait1: true, forfait2: true },
  { feature: 'Prise de rendez-vous automatique par lien (3 créneaux)', forfait1: true, forfait2: true },
  { feature: 'Prise de rendez-vous semi-automatique par opérateur', forfait1: true, forfait2: true },
  { feature: 'Agenda illimité', forfait1: true, forfait2: true },
  { feature: 'Rapports avec photos et signature', forfait1: true, forfait2: true },
  { feature: 'Import de clients en CSV', forfait1: false, forfait2: true },
  { feature: 'Formulaires personnalisés', forfait1: false, forfait2: true },
  { feature: 'PDF automatiques', forfait1: false, forfait2: true },
];

const PRICING_FAQ = [
  {
    question: 'Quand les frais d’usage sont-ils dus ?',
    answer: `Uniquement quand un client confirme son rendez-vous : ${formatEuros(USAGE_FEE_CENTS.email)} par confirmation par e-mail, ${formatEuros(USAGE_FEE_CENTS.sms)} par confirmation par SMS. Un lien resté sans réponse ne coûte rien.`,
  },
  {
    question: 'Puis-je changer de forfait ?',
    answer: 'Oui, à tout moment : les fonctionnalités du Forfait 2 s’activent dès le changement.',
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

export function PricingPage() {
  return (
    <>
      <PageHeader eyebrow="Tarifs" title="Un prix par agent, sans engagement">
        <p>Deux forfaits mensuels, et des frais d’usage seulement sur les rendez-vous confirmés.</p>
      </PageHeader>

      <section className="band" aria-labelledby="calculateur-titre">
        <div className="container two-columns">
          <div>
            <h2 id="calculateur-titre">Estimez votre abonnement</h2>
            <p>
              Indiquez le nombre d’agents de terrain : le prix mensuel des deux forfaits s’affiche aussitôt.
            </p>
          </div>
          <PricingCalculator />
        </div>
      </section>

      <section className="band band-soft" aria-labelledby="forfaits-titre">
        <div className="container">
          <h2 id="forfaits-titre">Les forfaits</h2>
          <div className="cards plans">
            {PUBLIC_PLANS.map((plan) => (
              <article className="card plan" key={plan.name} aria-labelledby={`plan-${plan.name}`}>
                <h3 id={`plan-${plan.name}`}>{plan.label}</h3>
                <p className="plan-price">
                  <strong>{formatEuros(plan.pricePerAgentCents ?? 0)}</strong> par agent et par mois
                </p>
                <ul className="checklist">
                  {plan.highlights.map((highlight) => (
                    <li key={highlight}>{highlight}</li>
                  ))}
                </ul>
                <Link to={paths.site.contact} className="button button-primary">
                  Demander une démo
                </Link>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="band" aria-labelledby="usage-titre">
        <div className="container">
          <h2 id="usage-titre">Frais d’usage</h2>
          <ul className="usage-fees">
            <li>
              <strong>{formatEuros(USAGE_FEE_CENTS.email)}</strong> par rendez-vous confirmé par e-mail
            </li>
            <li>
              <strong>{formatEuros(USAGE_FEE_CENTS.sms)}</strong> par rendez-vous confirmé par SMS
            </li>
          </ul>
          <p>Payables uniquement si le rendez-vous est confirmé. Sans engagement.</p>
        </div>
      </section>

      <section className="band band-soft" aria-labelledby="comparaison-titre">
        <div className="container">
          <h2 id="comparaison-titre">Comparer les forfaits</h2>
          <div className="table-wrapper">
            <table className="comparison">
              <caption className="visually-hidden">Fonctionnalités incluses dans chaque forfait</caption>
              <thead>
                <tr>
                  <th scope="col">Fonctionnalité</th>
                  <th scope="col">
                    {PLANS.standard.label}
                    <br />
                    <span className="muted">
                      {formatEuros(PLANS.standard.pricePerAgentCents ?? 0)} / agent / mois
                    </span>
                  </th>
                  <th scope="col">
                    {PLANS.business.label}
                    <br />
                    <span className="muted">
                      {formatEuros(PLANS.business.pricePerAgentCents ?? 0)} / agent / mois
                    </span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {COMPARISON.map((row) => (
                  <tr key={row.feature}>
                    <th scope="row">{row.feature}</th>
                    <td>
                      <Check included={row.forfait1} />
                    </td>
                    <td>
                      <Check included={row.forfait2} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="muted">
            Besoin de plus (intégrations sur mesure, support prioritaire) ? L’offre {PLANS.premium.label} est
            sur devis.
          </p>
        </div>
      </section>

      <section className="band" aria-labelledby="tarifs-faq-titre">
        <div className="container">
          <h2 id="tarifs-faq-titre">Questions sur les tarifs</h2>
          <Accordion items={PRICING_FAQ} />
          <p className="hero-actions">
            <Link to={paths.site.contact} className="button button-primary">
              Planifier une démo
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
