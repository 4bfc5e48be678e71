import { Band, Column, ColumnsBand } from '../components/band.tsx';
import { DemoBanner } from '../components/demo-banner.tsx';
import { PageHeader } from '../components/page-header.tsx';

const CHANNELS = [
  { label: 'par e-mail', share: 60 },
  { label: 'par SMS', share: 28 },
  { label: 'par téléphone', share: 8 },
  { label: 'sans réponse ou annulés', share: 4 },
] as const;

export function CaseStudiesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Études de cas"
        title="200 clients, 12 camionnettes : des rendez-vous confirmés par lien"
      >
        <p>
          Une entreprise d’intervention devait passer chez 200 clients avec 12 camionnettes. Voici comment les
          rendez-vous ont été pris, selon les chiffres qu’elle nous a communiqués.
        </p>
      </PageHeader>

      <ColumnsBand labelledBy="contexte-titre">
        <Column id="contexte-titre" title="Le contexte">
          <p>
            200 clients à visiter, 12 véhicules d’intervention, et jusque-là une prise de rendez-vous
            entièrement au téléphone : plusieurs appels par client, des créneaux notés à la main, des tournées
            refaites chaque soir.
          </p>
        </Column>
        <Column id="demarche-titre" title="La démarche">
          <ol>
            <li>Import des 200 clients dans une campagne.</li>
            <li>Envoi à chacun d’un lien proposant trois créneaux compatibles avec les équipes.</li>
            <li>Relance par SMS des clients qui n’avaient pas encore répondu.</li>
            <li>Appel téléphonique réservé aux derniers cas.</li>
          </ol>
        </Column>
      </ColumnsBand>

      <Band id="resultats-titre" title="Comment les 200 clients ont répondu" tone="soft">
        <p>Répartition communiquée par le client à la fin de la campagne :</p>
        <ul className="bars">
          {CHANNELS.map((channel) => (
            <li key={channel.label} className="bar">
              <span className="bar-label">
                <strong>{channel.share} %</strong> {channel.label}
              </span>
              <span className="bar-track" aria-hidden="true">
                <span className="bar-fill" style={{ width: `${channel.share}%` }} />
              </span>
            </li>
          ))}
        </ul>
        <p className="muted">
          Au total, 88 % des clients ont confirmé leur rendez-vous par lien (e-mail ou SMS), sans appel. Ces
          chiffres sont ceux de ce client ; ils ne garantissent pas un résultat identique pour une autre
          activité.
        </p>
      </Band>

      <Band id="objectifs-titre" title="Les objectifs que nous nous fixons avec nos clients">
        <p>
          Ce sont des cibles, pas des mesures : moins 40 % d’appels entrants, une heure de terrain gagnée par
          agent et par jour, une planification trois fois plus rapide, et 99,9 % de disponibilité du service.
          Nous les suivons avec chaque client pendant sa première campagne.
        </p>
      </Band>

      <DemoBanner heading="Et pour votre prochaine campagne ?" />
    </>
  );
}
