import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { Accordion } from '../components/accordion.tsx';
import { Band, Column, ColumnsBand } from '../components/band.tsx';
import { CardGrid } from '../components/card-grid.tsx';
import { DemoBanner } from '../components/demo-banner.tsx';
import { DemoLink } from '../components/demo-link.tsx';
import { ENTRY_PRICE, planWith } from '../plan-text.ts';

const FEATURE_CARDS = [
  {
    title: 'Un agenda par agent',
    text: 'La semaine de chaque technicien, du lundi au vendredi, par créneaux de 15 minutes de 8h00 à 17h00. Un glisser suffit pour poser une intervention.',
  },
  {
    title: 'Le client choisit son créneau',
    text: 'Vous lui envoyez un lien : il voit trois créneaux proposés et confirme celui qui lui convient, sans appel ni compte à créer.',
  },
  {
    title: 'L’application de l’agent',
    text: 'Sur son téléphone, l’agent retrouve ses missions du jour, remplit le formulaire d’intervention, prend les photos et fait signer le client.',
  },
] as const;

const STATS = [
  { value: '3', label: 'créneaux proposés par lien de rendez-vous' },
  { value: '15 min', label: 'la finesse du planning, de 8h00 à 17h00' },
  { value: ENTRY_PRICE, label: 'par agent et par mois pour commencer' },
  { value: '0', label: 'engagement de durée' },
] as const;

const FEATURE_ROWS = [
  {
    title: 'Qualifications et types d’opération',
    text: 'Déclarez les habilitations de vos agents et vos types d’intervention avec leur durée et le texte du SMS envoyé au client. Le planning sait qui peut faire quoi, et combien de temps cela prend.',
  },
  {
    title: 'Import de vos clients en CSV',
    text: `Reprenez votre fichier clients existant : un import CSV (${planWith('bulk_operations')}) crée vos fiches avec leurs adresses, prêtes à être planifiées ou à recevoir un lien de rendez-vous.`,
  },
  {
    title: 'Formulaires avec photos et signature',
    text: `Composez vos formulaires d’intervention (texte, cases à cocher, choix, photos) avec le ${planWith('form_creation')}. L’agent les remplit sur place ; photos et signature sont jointes au dossier.`,
  },
  {
    title: 'Rapports PDF',
    text: 'Chaque intervention terminée donne un rapport PDF avec les réponses, les photos et la signature du client, à transmettre ou à archiver.',
  },
] as const;

const DIFFERENTIATORS = [
  {
    title: 'Pensé pour le terrain',
    text: 'Des créneaux, des tournées, des agents qualifiés : le vocabulaire et les règles de vos équipes, pas ceux d’un agenda de bureau.',
  },
  {
    title: 'Trois façons de réserver',
    text: 'Automatique par lien, semi-automatique avec validation par un opérateur, ou manuelle depuis le planning : vous choisissez selon le client.',
  },
  {
    title: 'Un prix lisible',
    text: 'Un prix par agent et par mois, des frais d’usage seulement sur les rendez-vous confirmés. Pas de frais cachés, pas d’engagement.',
  },
] as const;

const SECURITY_BADGES = [
  'Mots de passe jamais conservés en clair',
  'Espace réservé à votre équipe, après connexion',
  'Données de chaque société séparées des autres',
  'Accès bloqué après des essais répétés',
] as const;

const STEPS = [
  {
    title: 'Paramétrez',
    text: 'Créez vos agents, leurs qualifications et vos types d’opération, puis importez vos clients.',
  },
  {
    title: 'Planifiez',
    text: 'Posez les interventions sur l’agenda de la semaine, ou envoyez un lien pour que le client choisisse.',
  },
  {
    title: 'Intervenez',
    text: 'L’agent suit sa journée sur mobile, remplit le formulaire et le rapport PDF est prêt à la fin.',
  },
] as const;

const USE_CASES = [
  {
    question: 'Relevés et mises en service (énergie)',
    answer:
      'Des campagnes de centaines de rendez-vous chez des particuliers : importez la liste, envoyez les liens, laissez les clients choisir et suivez les confirmations.',
  },
  {
    question: 'Raccordements et installations (télécoms)',
    answer:
      'Des interventions qui demandent une habilitation précise : les qualifications évitent d’envoyer le mauvais technicien, les photos prouvent le travail fait.',
  },
  {
    question: 'Maintenance et services aux bâtiments',
    answer:
      'Des visites récurrentes chez vos clients professionnels : un formulaire par type de visite et un rapport PDF signé à chaque passage.',
  },
] as const;

const WHY = [
  {
    question: 'Pourquoi laisser le client choisir son créneau ?',
    answer:
      'Parce qu’un rendez-vous choisi est un rendez-vous tenu. Le client confirme quand il est disponible, et votre équipe ne passe plus ses journées à rappeler.',
  },
  {
    question: 'Pourquoi un agenda par agent plutôt qu’un agenda partagé ?',
    answer:
      'Chaque technicien a ses qualifications, son secteur et sa charge. Voir sa semaine d’un coup d’œil évite les doubles réservations et les trous dans la tournée.',
  },
  {
    question: 'Pourquoi une application web plutôt qu’une application à installer ?',
    answer:
      'Elle s’ouvre dans le navigateur du téléphone, sans passer par un magasin d’applications, et se met à jour toute seule.',
  },
] as const;

const BENEFITS = [
  {
    question: 'Moins d’appels entrants',
    answer:
      'Le client a son lien et ses créneaux : il n’appelle plus pour savoir quand le technicien passe. C’est l’effet que nos clients attendent en premier.',
  },
  {
    question: 'Des journées d’agents mieux remplies',
    answer:
      'Les durées par type d’opération et les créneaux de 15 minutes permettent d’enchaîner les interventions sans temps mort.',
  },
  {
    question: 'Des preuves d’intervention sans papier',
    answer:
      'Photos, réponses et signature arrivent avec le rapport PDF : fini les fiches papier à ressaisir au bureau.',
  },
] as const;

export function HomePage() {
  return (
    <>
      <section className="hero">
        <div className="container">
          <p className="eyebrow">Planification des interventions terrain</p>
          <h1>Planifiez les interventions de vos techniciens, sans les allers-retours au téléphone</h1>
          <p className="lead">
            Tournéo réunit l’agenda de vos agents, la prise de rendez-vous par lien pour vos clients et
            l’application mobile de vos techniciens, jusqu’au rapport PDF signé.
          </p>
          <div className="hero-actions">
            <DemoLink />
            <Link to={paths.site.pricing} className="button button-ghost">
              Voir les tarifs
            </Link>
          </div>
        </div>
      </section>

      <ColumnsBand labelledBy="probleme-titre">
        <Column id="probleme-titre" title="Le problème qui revient chaque semaine">
          <p>
            Un planning sur tableur, des clients qu’on rappelle trois fois pour trouver un créneau, des
            techniciens qui découvrent leur journée le matin même et des fiches papier à ressaisir le soir.
            Chaque changement coûte un appel, et chaque appel coûte une heure.
          </p>
        </Column>
        <Column id="solution-titre" title="La solution : un seul outil, du planning au rapport">
          <p>
            Tournéo place chaque intervention sur l’agenda du bon agent, laisse le client confirmer son
            créneau par lien, et donne à l’agent tout ce qu’il faut sur son téléphone. Le bureau voit
            l’avancement, le client est prévenu, le rapport part tout seul.
          </p>
        </Column>
      </ColumnsBand>

      <Band id="exemple-titre" title="Un exemple concret" tone="soft">
        <ol className="timeline">
          <li>
            <strong>Lundi 9h00</strong> — la planificatrice importe 150 clients à visiter pour une campagne de
            contrôle.
          </li>
          <li>
            <strong>Lundi 9h30</strong> — chaque client reçoit un lien avec trois créneaux compatibles avec
            les agents qualifiés de son secteur.
          </li>
          <li>
            <strong>Dans la semaine</strong> — les clients confirment en ligne ; les rendez-vous apparaissent
            sur l’agenda des agents.
          </li>
          <li>
            <strong>Le jour J</strong> — l’agent ouvre sa journée sur mobile, remplit le formulaire, prend les
            photos, fait signer : le rapport PDF est prêt.
          </li>
        </ol>
      </Band>

      <Band id="essentiel-titre" title="L’essentiel en trois outils">
        <CardGrid cards={FEATURE_CARDS} />
      </Band>

      <section className="stats" aria-label="Tournéo en chiffres">
        <div className="container stats-grid">
          {STATS.map((stat) => (
            <p key={stat.label} className="stat">
              <span className="stat-value">{stat.value}</span>
              <span className="stat-label">{stat.label}</span>
            </p>
          ))}
        </div>
      </section>

      <Band id="fonctions-titre" title="Ce que Tournéo fait pour vous">
        <div className="feature-rows">
          {FEATURE_ROWS.map((row, index) => (
            <article className="feature-row" key={row.title}>
              <span className="feature-number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <div>
                <h3>{row.title}</h3>
                <p>{row.text}</p>
              </div>
            </article>
          ))}
        </div>
        <p>
          <Link to={paths.site.features}>Toutes les fonctionnalités de Tournéo</Link>
        </p>
      </Band>

      <Band id="difference-titre" title="Ce qui nous distingue" tone="soft">
        <CardGrid cards={DIFFERENTIATORS} />
      </Band>

      <ColumnsBand labelledBy="securite-titre">
        <Column id="securite-titre" title="Sécurité">
          <ul className="badges">
            {SECURITY_BADGES.map((badge) => (
              <li key={badge} className="badge">
                {badge}
              </li>
            ))}
          </ul>
          <p>
            Chaque client reçoit son propre lien de rendez-vous : il n’ouvre que son rendez-vous, jamais votre
            planning ni les informations de vos autres clients.
          </p>
        </Column>
        <Column id="performance-titre" title="Performance">
          <p>
            Des écrans qui répondent en un instant, même avec des milliers de rendez-vous par jour, et des
            listes de clients qui défilent sans attendre. Tournéo suit la croissance de votre activité, sans
            rien à installer ni à changer de votre côté.
          </p>
        </Column>
      </ColumnsBand>

      <Band id="demarrage-titre" title="Un démarrage en une journée" tone="soft">
        <p className="lead">
          Pas de projet d’intégration : vous créez votre compte, vous importez vos clients depuis un fichier
          CSV et vous invitez vos agents. Nous vous accompagnons pendant la première campagne.
        </p>
        <h2 id="etapes-titre">Comment ça marche, en 3 étapes</h2>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="step">
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Band>

      <ColumnsBand labelledBy="usages-titre">
        <Column id="usages-titre" title="Pour quels métiers ?">
          <Accordion items={USE_CASES} />
        </Column>
        <Column id="pourquoi-titre" title="Pourquoi Tournéo ?">
          <Accordion items={WHY} />
        </Column>
      </ColumnsBand>

      <DemoBanner />

      <Band id="benefices-titre" title="Ce que vous y gagnez">
        <Accordion items={BENEFITS} />
      </Band>

      <Band
        id="final-titre"
        title="Prêt à remplacer le tableur et le téléphone ?"
        tone="soft"
        className="final-cta"
      >
        <p>Montrez-nous votre planning actuel : nous vous montrons le même dans Tournéo.</p>
        <div className="hero-actions centered">
          <DemoLink />
          <Link to={paths.site.caseStudies} className="button button-ghost">
            Lire l’étude de cas
          </Link>
        </div>
      </Band>
    </>
  );
}
