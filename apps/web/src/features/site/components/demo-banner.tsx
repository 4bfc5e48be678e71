import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** The call to action closing most pages: the demo request goes to the contact page. */
export function DemoBanner({
  heading = 'Voyons ensemble votre planning',
  text = 'Trente minutes pour parcourir Tournéo avec vos propres cas : vos agents, vos types d’intervention, vos clients.',
  action = 'Planifier une démo',
}: {
  heading?: string;
  text?: string;
  action?: 'Planifier une démo' | 'Demander une démo';
}) {
  return (
    <section className="band band-accent" aria-labelledby="demo-banner-title">
      <div className="container demo-banner">
        <div>
          <h2 id="demo-banner-title">{heading}</h2>
          <p>{text}</p>
        </div>
        <Link to={paths.site.contact} className="button button-light">
          {action}
        </Link>
      </div>
    </section>
  );
}
