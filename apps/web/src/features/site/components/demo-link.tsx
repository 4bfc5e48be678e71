import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** The main call to action: the demo request, on the contact page. */
export function DemoLink({
  label = 'Demander une démo',
}: {
  label?: 'Demander une démo' | 'Planifier une démo';
}) {
  return (
    <Link to={paths.site.contact} className="button button-primary">
      {label}
    </Link>
  );
}
