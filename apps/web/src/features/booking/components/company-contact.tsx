import type { BookingCompany } from '@tourneo/domain/booking/responses';
import { BOOKING_PAGE_MESSAGES as M } from '@tourneo/domain/messages/booking-page-fr';
import { formatFrenchPhoneForDisplay } from '@tourneo/domain/common/phone-display';

/** Who the client can write to: the company of the link (null: no answer told it yet). */
export interface ContactTarget {
  company: BookingCompany | null;
  /** The e-mail draft's subject names the operation when it is known. */
  operationName: string | null;
}

/**
 * The company's contact: an e-mail draft and a call link, whichever it gave. Never another
 * company's form: without a contact, it says so; without a company, it points to whoever sent the link.
 */
export function ContactActions({ company, operationName }: ContactTarget) {
  if (!company) {
    return <p className="hint">{M.contactSender}</p>;
  }
  if (!company.email && !company.phone) {
    return <p className="hint">{M.noContact(company.name)}</p>;
  }
  const subject = operationName ? `?subject=${encodeURIComponent(M.contactSubject(operationName))}` : '';
  return (
    <>
      {company.email && (
        <a className="button secondary" href={`mailto:${company.email}${subject}`}>
          {M.contact}
        </a>
      )}
      {company.phone && (
        <a className="button secondary" href={`tel:${company.phone}`}>
          {M.call(formatFrenchPhoneForDisplay(company.phone))}
        </a>
      )}
    </>
  );
}
