import { ContactForm } from '../components/contact-form.tsx';
import { ColumnsBand } from '../components/band.tsx';
import { PageHeader } from '../components/page-header.tsx';

export function ContactPage() {
  return (
    <>
      <PageHeader eyebrow="Contact" title="Demander une démo ou nous écrire">
        <p>
          Dites-nous combien d’agents vous planifiez et quel type d’interventions ils réalisent : nous vous
          proposons un créneau de démonstration.
        </p>
      </PageHeader>
      <ColumnsBand>
        <ContactForm />
        <aside className="card" aria-labelledby="contact-aside-titre">
          <h2 id="contact-aside-titre">Ce qui se passe ensuite</h2>
          <ol>
            <li>Nous lisons votre message et vous répondons par e-mail.</li>
            <li>Nous fixons ensemble une démonstration de 30 minutes.</li>
            <li>Vous créez votre compte quand vous êtes prêt, et vous importez vos données.</li>
          </ol>
        </aside>
      </ColumnsBand>
    </>
  );
}
