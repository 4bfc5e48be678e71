import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { PageHeader } from '../components/page-header.tsx';

export function PrivacyPage() {
  return (
    <>
      <PageHeader title="Politique de confidentialité">
        <p>
          Dernière mise à jour : <time dateTime="2025-08-22">22/08/2025</time>
        </p>
      </PageHeader>
      <section className="band prose">
        <div className="container narrow">
          <h2>Application mobile</h2>
          <p>
            L’application mobile des agents ne collecte aucune donnée personnelle, n’affiche aucune publicité,
            ne propose aucun achat intégré et ne partage aucune donnée avec des tiers.
          </p>
          <h2>Service Tournéo</h2>
          <p>
            Les données saisies par une société cliente (agents, clients, rendez-vous, formulaires) sont
            traitées pour le compte de cette société, qui en reste responsable. Elles sont cloisonnées par
            société et ne sont pas revendues.
          </p>
          <h2>Formulaire de contact</h2>
          <p>
            Les nom, adresse e-mail, sujet et message envoyés par le formulaire de contact servent uniquement
            à vous répondre.
          </p>
          <h2>Cookies</h2>
          <p>
            Le site public n’utilise aucun cookie de mesure d’audience ni de publicité. L’espace
            d’administration utilise un cookie de session nécessaire à la connexion.
          </p>
          <h2>Vos droits</h2>
          <p>
            Vous pouvez demander l’accès, la rectification ou l’effacement de vos données en nous écrivant
            depuis la <Link to={paths.site.contact}>page contact</Link>.
          </p>
        </div>
      </section>
    </>
  );
}
