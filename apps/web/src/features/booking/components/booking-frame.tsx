import type { ReactNode } from 'react';
import { BOOKING_PAGE_MESSAGES as M } from '@tourneo/domain/messages/booking-page-fr';
import { ContactActions, type ContactTarget } from './company-contact.tsx';

/**
 * Every screen of the booking page: the company's name (and, with the white label, its logo and
 * colour) above it once an answer told it, and its contact below, unless the screen holds the
 * contact itself (`hasOwnContact`); without the white label, a discreet 'propulsé par Tournéo'.
 */
export function BookingFrame({
  contact,
  hasOwnContact = false,
  children,
}: {
  contact: ContactTarget;
  hasOwnContact?: boolean;
  children: ReactNode;
}) {
  const { company } = contact;
  const branding = company?.branding;
  return (
    <>
      {company && (
        <header className="booking-company" style={{ borderBottomColor: branding?.colour }}>
          <p className="company-name">
            {branding?.logo_url && <img className="company-logo" src={branding.logo_url} alt="" />}
            {branding?.name ?? company.name}
          </p>
        </header>
      )}
      <main className="booking">
        {children}
        {branding?.powered_by && <p className="powered-by">{M.poweredBy}</p>}
      </main>
      {company && !hasOwnContact && (
        <footer className="booking-contact" aria-labelledby="booking-contact-title">
          <h2 id="booking-contact-title">{M.contactTitle}</h2>
          <div className="actions">
            <ContactActions {...contact} />
          </div>
        </footer>
      )}
    </>
  );
}
