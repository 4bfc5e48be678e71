import { Band } from '../components/band.tsx';
import { CardGrid } from '../components/card-grid.tsx';
import { DemoBanner } from '../components/demo-banner.tsx';
import { PageHeader } from '../components/page-header.tsx';

const SECTORS = [
  {
    id: 'energie',
    title: 'Énergie',
    need: 'Campagnes de relevés, de mises en service ou de contrôles chez des centaines de particuliers.',
    answer:
      'Import CSV des points à visiter, liens de rendez-vous envoyés en masse, créneaux confirmés par les clients eux-mêmes, et un rapport avec photos pour chaque visite.',
  },
  {
    id: 'telecoms',
    title: 'Télécoms',
    need: 'Raccordements et installations qui exigent des techniciens habilités et une preuve du travail réalisé.',
    answer:
      'Les qualifications filtrent les agents proposés ; le formulaire d’intervention impose les photos et la signature du client.',
  },
  {
    id: 'batiments',
    title: 'Services aux bâtiments',
    need: 'Maintenance, nettoyage, vérifications périodiques chez des clients professionnels.',
    answer:
      'Un type d’opération par prestation, avec sa durée ; des missions à plusieurs agents ou en plusieurs sessions ; un PDF signé à chaque passage.',
  },
] as const;

const ROLES = [
  {
    title: 'Pour la planification',
    text: 'Une vue semaine par agent, des conflits signalés avant qu’ils n’arrivent, et moins d’appels pour caler les rendez-vous.',
  },
  {
    title: 'Pour les agents',
    text: 'Une journée claire sur le téléphone, des formulaires adaptés à chaque intervention, plus de papier.',
  },
  {
    title: 'Pour la direction',
    text: 'Des missions tracées, des rapports archivés et un coût prévisible, par agent et par mois.',
  },
] as const;

export function SolutionsPage() {
  return (
    <>
      <PageHeader eyebrow="Solutions" title="Une réponse pour chaque métier de terrain">
        <p>
          Tournéo sert les équipes qui se déplacent chez leurs clients : énergie, télécoms et services aux
          bâtiments en premier lieu.
        </p>
      </PageHeader>
      <Band id="secteurs-titre" title="Par secteur">
        <div className="cards">
          {SECTORS.map((sector) => (
            <article className="card" key={sector.id}>
              <h3>{sector.title}</h3>
              <p>
                <strong>Le besoin.</strong> {sector.need}
              </p>
              <p>
                <strong>Avec Tournéo.</strong> {sector.answer}
              </p>
            </article>
          ))}
        </div>
      </Band>
      <Band id="roles-titre" title="Par équipe" tone="soft">
        <CardGrid cards={ROLES} />
      </Band>
      <DemoBanner
        heading="Votre métier n’est pas dans la liste ?"
        text="Décrivez-nous vos interventions : nous vous dirons franchement si Tournéo convient."
        action="Demander une démo"
      />
    </>
  );
}
