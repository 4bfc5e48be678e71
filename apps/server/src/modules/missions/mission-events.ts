import type { NotificationListener } from '../../db/notifications.ts';
import { MISSION_CHANGES_CHANNEL } from '../../db/unit-of-work.ts';

/** What a calendar learns of a change: reload these agents' weeks holding these dates. */
export interface MissionChange {
  company_id: number;
  agent_ids: number[];
  dates: string[];
}

type Subscriber = (change: MissionChange) => void;

function parseChange(payload: string): MissionChange | undefined {
  try {
    const value = JSON.parse(payload) as Partial<MissionChange>;
    return typeof value.company_id === 'number'
      ? { company_id: value.company_id, agent_ids: value.agent_ids ?? [], dates: value.dates ?? [] }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The process's subscribers to mission changes, by company. It LISTENs once (on first use) to the
 * channel every transaction NOTIFYs, so a change made through any server process reaches every
 * open calendar of the company, and no other company's.
 */
export class MissionEventHub {
  private readonly subscribers = new Map<number, Set<Subscriber>>();
  private listening: Promise<() => Promise<void>> | undefined;

  private readonly listener: NotificationListener;

  constructor(listener: NotificationListener) {
    this.listener = listener;
  }

  async subscribe(companyId: number, subscriber: Subscriber): Promise<() => void> {
    this.listening ??= this.listener.listen(MISSION_CHANGES_CHANNEL, (payload) => this.dispatch(payload));
    try {
      await this.listening;
    } catch (error) {
      this.listening = undefined;
      throw error;
    }
    const ofCompany = this.subscribers.get(companyId) ?? new Set();
    ofCompany.add(subscriber);
    this.subscribers.set(companyId, ofCompany);
    return () => {
      ofCompany.delete(subscriber);
      if (ofCompany.size === 0) {
        this.subscribers.delete(companyId);
      }
    };
  }

  async close(): Promise<void> {
    this.subscribers.clear();
    const stop = await this.listening?.catch(() => undefined);
    this.listening = undefined;
    await stop?.();
  }

  private dispatch(payload: string): void {
    const change = parseChange(payload);
    if (!change) {
      return;
    }
    for (const subscriber of this.subscribers.get(change.company_id) ?? []) {
      subscriber(change);
    }
  }
}
