import type { MobileSession } from '@tourneo/domain/mobile/responses';
import { AGENT_APP_MESSAGES } from '@tourneo/domain/messages/agent-app-fr';
import { formatFrenchPhoneForDisplay } from '@tourneo/domain/common/phone-display';
import { mapsLinkOf } from '../lib/maps-link.ts';

const t = AGENT_APP_MESSAGES.session;

/** What the agent needs on the way: address (opens the maps app), apartment, operation, team, comments. */
export function SessionDetails({ session, isFull = false }: { session: MobileSession; isFull?: boolean }) {
  const lead = session.lead_agent;
  const others = session.team.filter((member) => !member.is_lead);
  return (
    <dl className="details">
      <div>
        <dt>{t.address}</dt>
        <dd>
          <a href={mapsLinkOf(session.adresse)} aria-label={t.openMaps(session.adresse)}>
            {session.adresse}
          </a>
        </dd>
      </div>
      {session.appartement && (
        <div>
          <dt>{t.apartment}</dt>
          <dd>{session.appartement}</dd>
        </div>
      )}
      {session.operation && (
        <div>
          <dt>{t.operation}</dt>
          <dd>{session.operation.name}</dd>
        </div>
      )}
      {lead && (
        <div>
          <dt>{t.lead}</dt>
          <dd>{lead.agent_name}</dd>
        </div>
      )}
      {others.length > 0 && (
        <div>
          <dt>{t.team}</dt>
          <dd>{others.map((member) => member.agent_name).join(', ')}</dd>
        </div>
      )}
      {session.comments && (
        <div>
          <dt>{t.comments}</dt>
          <dd>{session.comments}</dd>
        </div>
      )}
      {isFull && session.client_phone && (
        <div>
          <dt>{t.phone}</dt>
          <dd>
            <a href={`tel:${session.client_phone.replace(/[^\d+]/g, '')}`}>
              {formatFrenchPhoneForDisplay(session.client_phone)}
            </a>
          </dd>
        </div>
      )}
      {isFull && session.notes && (
        <div>
          <dt>{t.notes}</dt>
          <dd>{session.notes}</dd>
        </div>
      )}
      {isFull && session.total_sessions > 1 && (
        <div>
          <dt>Session</dt>
          <dd>{t.sessionOf(session.session_order, session.total_sessions)}</dd>
        </div>
      )}
    </dl>
  );
}
