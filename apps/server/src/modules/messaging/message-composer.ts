/** The messages' texts and links: each message rendered on each channel the client has. */
import {
  bookingLinkUrl,
  formatAppointmentDate,
  formatPhoneNumber,
  isMobileNumber,
  renderEmail,
  renderSms,
  shortBookingLinkUrl,
  slotToLabel,
  type MessageKind,
  type MessageValues,
} from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import * as repository from './messaging.repository.ts';
import { messagingSettings } from './messaging-settings.ts';
import { getMessageBranding } from '../branding/branding.service.ts';

export type Channel = 'email' | 'sms';

function contactLine(context: repository.ClientMessageContext | repository.MissionMessageContext): string {
  return [context.contactEmail, context.contactPhone ? formatPhoneNumber(context.contactPhone) : null]
    .filter(Boolean)
    .join(' · ');
}

/** The channels a client can be reached on: e-mail when it has an address, SMS when it has a mobile number. */
export function channelsOf(context: { email: string | null; telephone: string | null }): Channel[] {
  return [
    ...(context.email ? (['email'] as const) : []),
    ...(isMobileNumber(context.telephone) ? (['sms'] as const) : []),
  ];
}

export interface Appointment {
  date: string;
  beginning: number;
  ending: number;
}

export function valuesOf(
  context: repository.ClientMessageContext | repository.MissionMessageContext,
  link: string,
  appointment?: Appointment & { adresse: string; arrivee?: string },
): MessageValues {
  return {
    ...(appointment?.arrivee ? { arrivee: appointment.arrivee } : {}),
    prenom: context.prenom ?? '',
    nom: context.name,
    operation: context.operationName ?? 'votre intervention',
    lien: link,
    entreprise: context.companyName,
    date: appointment ? formatAppointmentDate(appointment.date) : '',
    heure: appointment ? slotToLabel(appointment.beginning) : '',
    adresse: appointment?.adresse ?? '',
    contact: contactLine(context),
  };
}

export interface Composed {
  channel: Channel;
  recipient: string;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
}

/** The message of `kind` on each channel the client has, in the operation's own texts when it has some. */
export async function compose(
  db: Executor,
  companyId: number,
  context: repository.ClientMessageContext | repository.MissionMessageContext,
  clientId: number,
  kind: MessageKind,
  appointment?: Appointment & { adresse: string; arrivee?: string },
  /**
   * Added to the link (an express slot's offer: `&express=…`); `pagePath`, a page of its own on the
   * booking page's origin instead of the link (the satisfaction question: `/?avis=…`); these
   * messages go by e-mail only when `emailOnly`.
   */
  options: { linkQuery?: string; pagePath?: string; emailOnly?: boolean } = {},
): Promise<Composed[]> {
  const messages: Composed[] = [];
  // The white label (issue 28): the sender name, logo and colour, the links on the company's domain.
  const brand = await getMessageBranding({ db, companyId, publicUrl: messagingSettings.publicUrl });
  for (const channel of channelsOf(context).filter((each) => !options.emailOnly || each === 'email')) {
    // `via` says which message the link came in, for billing by channel.
    const link = options.pagePath
      ? `${brand.bookingOrigin}${options.pagePath}`
      : `${bookingLinkUrl(context.uniqueLink, { origin: brand.bookingOrigin, via: channel })}${options.linkQuery ?? ''}`;
    const values = { ...valuesOf(context, link, appointment), entreprise: brand.name || context.companyName };
    if (channel === 'email') {
      const custom =
        kind === 'invitation'
          ? { subject: context.emailInvitationSubject, body: context.emailInvitationBody }
          : kind === 'confirmation'
            ? { subject: context.emailConfirmationSubject, body: context.emailConfirmationBody }
            : null;
      const email = renderEmail(kind, values, custom, brand.email);
      messages.push({
        channel,
        recipient: context.email!,
        subject: email.subject,
        bodyText: email.text,
        bodyHtml: email.html,
      });
    } else {
      const shortCode = context.shortCode ?? (await repository.ensureShortCode(db, companyId, clientId));
      context.shortCode = shortCode;
      const text = renderSms(
        kind,
        {
          ...values,
          // An offer's link carries its id: the short link would lose it.
          lienCourt:
            options.linkQuery || options.pagePath
              ? link
              : shortBookingLinkUrl(shortCode, brand.bookingOrigin),
        },
        kind === 'invitation' ? context.smsMessage : null,
      );
      messages.push({ channel, recipient: context.telephone!, subject: '', bodyText: text, bodyHtml: null });
    }
  }
  return messages;
}
