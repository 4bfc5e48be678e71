import { AGENT_APP_MESSAGES } from '@tourneo/domain/messages/agent-app-fr';
import { dismissConflict, syncNow, useAgentState } from '../offline/agent-store.ts';

const t = AGENT_APP_MESSAGES.sync;

/**
 * The network and the changes waiting for it ('2 actions en attente de synchronisation'), and the
 * changes the server refused while syncing, each kept on screen until the agent has read it.
 */
export function SyncStatus() {
  const { queue, conflicts, isOnline, isSyncing } = useAgentState();
  const pending = queue.length;
  return (
    <>
      <div className={`sync${isOnline ? '' : ' sync-offline'}`}>
        <p role="status" aria-live="polite" style={{ margin: 0 }}>
          {!isOnline && <strong>{t.offline} · </strong>}
          <span data-testid="pending-count">
            {pending > 0 ? t.pending(pending) : isSyncing ? t.syncing : t.synced}
          </span>
        </p>
        {pending > 0 && isOnline && (
          <button type="button" className="button" disabled={isSyncing} onClick={() => void syncNow()}>
            {isSyncing ? t.syncing : t.retry}
          </button>
        )}
      </div>
      {conflicts.length > 0 && (
        <section className="notice notice-error conflicts" aria-labelledby="conflicts-title">
          <h2 id="conflicts-title" style={{ margin: 0, fontSize: '1.05rem' }}>
            {t.conflictsTitle}
          </h2>
          <ul>
            {conflicts.map((conflict) => (
              <li key={conflict.key}>
                <span>{t.conflict(t.action[conflict.type], conflict.clientName, conflict.message)}</span>
                <button type="button" className="button" onClick={() => void dismissConflict(conflict.key)}>
                  {t.dismiss}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
