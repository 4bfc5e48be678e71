import type { ReactNode } from 'react';
import { BOOKING_PAGE_MESSAGES as M } from '@tourneo/domain/messages/booking-page-fr';
import { ContactActions, type ContactTarget } from './company-contact.tsx';

/**
 * Every screen of the booking page: the company's name above it once an answer told it (no logo
 * concept yet), and its contact below, unless the screen holds the contact itself (`hasOwnContact`).
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
  return (
    <>
      {company && (
        <header className="booking-company">
          <p className="company-name">{company.name}</p>
        </header>
      )}
      <main className="booking">{children}</main>
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
