import { Band } from '../components/band.tsx';
import { CardGrid } from '../components/card-grid.tsx';
import { DemoBanner } from '../components/demo-banner.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { planWith } from '../plan-text.ts';

const GROUPS = [
  {
    id: 'planning',
    title: 'Planning',
    items: [
      {
        title: 'Agenda hebdomadaire par agent',
        text: 'Du lundi au vendredi, de 8h00 à 17h00, par créneaux de 15 minutes. Sélectionnez une plage à la souris pour créer une mission ; les conflits sont signalés aussitôt.',
      },
      {
        title: 'Missions simples, à plusieurs agents ou en plusieurs sessions',
        text: 'Une intervention peut mobiliser une équipe avec un chef d’équipe, ou s’étaler sur plusieurs jours.',
      },
      {
        title: 'Qualifications',
        text: 'Déclarez les habilitations de chaque agent pour ne proposer que des techniciens capables de faire le travail.',
      },
      {
        title: 'Types d’opération',
        text: 'Chaque type a sa durée et le texte du SMS envoyé au client : le planning et les messages restent cohérents.',
      },
    ],
  },
  {
    id: 'clients',
    title: 'Clients et rendez-vous',
    items: [
      {
        title: `Import CSV (${planWith('bulk_operations')})`,
        text: 'Importez votre fichier clients en une fois, rattaché à une campagne nommée.',
      },
      {
        title: 'Liens de rendez-vous à trois créneaux',
        text: 'Le client reçoit un lien personnel, voit trois créneaux proposés et confirme le sien.',
      },
      {
        title: 'Réservation automatique, semi-automatique ou manuelle',
        text: 'Laissez le client confirmer seul, faites valider par un opérateur, ou planifiez directement depuis l’agenda.',
      },
    ],
  },
  {
    id: 'terrain',
    title: 'Sur le terrain',
    items: [
      {
        title: 'Application mobile web des agents',
        text: 'Les missions du jour, l’adresse, le contact client et le formulaire à remplir, dans le navigateur du téléphone.',
      },
      {
        title: 'Formulaires avec photos et signature',
        text: `Champs texte, cases à cocher, choix multiples et photos ; la signature du client clôt l’intervention. Formulaires personnalisés avec le ${planWith('form_creation')}.`,
      },
      {
        title: 'Rapports PDF',
        text: `Un rapport par intervention avec réponses, photos et signature, généré automatiquement avec le ${planWith('pdf_generation')}.`,
      },
    ],
  },
  {
    id: 'gestion',
    title: 'Gestion',
    items: [
      {
        title: 'Missions récentes et archives',
        text: 'Retrouvez une intervention par période, agent ou client, et téléchargez son rapport.',
      },
      {
        title: 'Forfaits et fonctionnalités',
        text: 'Chaque société a son forfait et en change elle-même depuis « Mon abonnement » ; les fonctionnalités s’activent aussitôt, sans migration.',
      },
    ],
  },
] as const;

export function FeaturesPage() {
  return (
    <>
      <PageHeader eyebrow="Fonctionnalités" title="Tout ce qu’il faut pour planifier et intervenir">
        <p>Du planning de la semaine au rapport signé : voici ce que fait Tournéo, fonction par fonction.</p>
      </PageHeader>
      {GROUPS.map((group, index) => (
        <Band
          key={group.id}
          id={`groupe-${group.id}`}
          title={group.title}
          tone={index % 2 === 1 ? 'soft' : undefined}
        >
          <CardGrid cards={group.items} />
        </Band>
      ))}
      <DemoBanner action="Demander une démo" heading="Voir ces fonctions sur vos données" />
    </>
  );
}
