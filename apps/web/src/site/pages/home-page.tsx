import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

export function HomePage() {
  return (
    <section className="hero">
      <h1>Planifiez les interventions de vos techniciens, sans les allers-retours au téléphone</h1>
      <p className="lead">
        Tournéo réunit l&apos;agenda de vos agents, la prise de rendez-vous par lien pour vos clients et
        l&apos;application mobile de vos techniciens.
      </p>
      <div className="hero-actions">
        <Link to={paths.site.contact} className="button button-primary">
          Demander une démo
        </Link>
        <a href={paths.auth.login} className="button button-ghost">
          Se connecter
        </a>
      </div>
    </section>
  );
}
