import { AUTOMATIONS_MESSAGES as M } from '@tourneo/domain/messages/automations-fr';

/** The freed slot an express message offered: accepted in one step, above the link's own proposals. */
export function ExpressOffer({ isBusy, onAccept }: { isBusy: boolean; onAccept: () => void }) {
  return (
    <section className="express-offer" aria-labelledby="express-offer-title">
      <h2 id="express-offer-title">{M.expressTitle}</h2>
      <p>{M.expressHelp}</p>
      <div className="actions">
        <button type="button" className="button" disabled={isBusy} onClick={onAccept}>
          {M.expressAccept}
        </button>
      </div>
    </section>
  );
}
