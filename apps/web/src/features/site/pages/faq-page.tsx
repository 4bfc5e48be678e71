import { Accordion } from '../components/accordion.tsx';
import { DemoBanner } from '../components/demo-banner.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { PRICES_BY_PLAN, USAGE_FEE, planWith } from '../plan-text.ts';

/** The ten questions of the FAQ page. */
export const FAQ_ITEMS = [
  {
    question: 'Qu’est-ce que Tournéo ?',
    answer:
      'Un outil de planification pour les entreprises qui envoient des techniciens chez leurs clients : agenda par agent, prise de rendez-vous par lien, application mobile des agents, formulaires et rapports PDF.',
  },
  {
    question: 'Comment le client choisit-il son rendez-vous ?',
    answer:
      'Il reçoit un lien personnel qui lui propose trois créneaux. Il en choisit un et le confirme ; le rendez-vous apparaît sur l’agenda de l’agent.',
  },
  {
    question: 'Faut-il installer une application sur les téléphones des agents ?',
    answer:
      'Non. L’application des agents s’ouvre dans le navigateur du téléphone ; elle peut être ajoutée à l’écran d’accueil.',
  },
  {
    question: 'Puis-je importer mes clients existants ?',
    answer: `Oui, depuis un fichier CSV, avec le ${planWith('bulk_operations')}. Les clients importés sont rattachés à une campagne nommée.`,
  },
  {
    question: 'Comment éviter d’envoyer un technicien non habilité ?',
    answer:
      'Déclarez les qualifications de chaque agent : vous savez qui peut réaliser chaque type d’opération.',
  },
  {
    question: 'Que contient le rapport d’intervention ?',
    answer:
      'Les réponses au formulaire, les photos prises sur place et la signature du client, dans un PDF à transmettre ou à archiver.',
  },
  {
    question: 'Combien coûte Tournéo ?',
    answer: `Par agent et par mois : ${PRICES_BY_PLAN}, plus ${USAGE_FEE} par rendez-vous confirmé par e-mail ou par SMS. Sans engagement.`,
  },
  {
    question: 'Y a-t-il une durée d’engagement ?',
    answer: 'Non, l’abonnement est mensuel et peut être arrêté à tout moment.',
  },
  {
    question: 'Mes données sont-elles protégées ?',
    answer:
      'Oui. Les données de chaque société sont séparées de celles des autres, les mots de passe ne sont jamais conservés en clair et votre espace n’est ouvert qu’à votre équipe, après connexion. Voir aussi notre politique de confidentialité.',
  },
  {
    question: 'Comment démarrer ?',
    answer:
      'Demandez une démo depuis la page contact : nous regardons ensemble vos interventions, puis vous créez votre compte et importez vos données.',
  },
] as const;

export function FaqPage() {
  return (
    <>
      <PageHeader eyebrow="FAQ" title="Questions fréquentes">
        <p>Les dix questions que l’on nous pose le plus souvent.</p>
      </PageHeader>
      <section className="band" aria-label="Questions et réponses">
        <div className="container narrow">
          <Accordion items={FAQ_ITEMS} />
        </div>
      </section>
      <DemoBanner
        heading="Une autre question ?"
        text="Écrivez-nous, nous répondons rapidement."
        action="Demander une démo"
      />
    </>
  );
}
