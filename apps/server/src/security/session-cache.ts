import type { NotificationListener } from '../db/notifications.ts';

/** The channel of the database's session triggers (migration 0026). */
export const SESSION_CHANGES_CHANNEL = 'session_changes';
/** How long a server answers from a session it read, at most, if no notification reached it. */
export const SESSION_CACHE_TTL_MS = 5_000; // SESSION_CACHE_SECONDS
/** Sessions kept at most (the oldest read goes first). */
const MAX_ENTRIES = 10_000;

/** What a cache keeps at most, the oldest read going first; `sizeOf` measures an entry (default 1). */
export interface CacheBounds<T> {
  maxEntries?: number;
  maxSize?: number;
  sizeOf?: (value: T) => number;
}

interface Entry<T> {
  value: T;
  size: number;
  companyId: number;
  /** The session's own end. */
  expiresAt: number;
  /** When this server reads it again from the database. */
  readAgainAt: number;
}

/**
 * The sessions this server read lately, by token hash, with their company and plan (decision 0027):
 * most requests are answered without a database round trip. Whatever ends a session or changes its
 * company reaches every server through NOTIFY (database triggers, so no path is forgotten) and is
 * forgotten before the server answers again; this server's own logouts and plan changes are
 * forgotten at once. The cache answers only while its LISTEN connection is up: a server that may
 * have missed a notification reads the database, and forgets everything when it listens again.
 * Without any notification an entry is read again after `ttlMs`.
 */
export class SessionCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #ttlMs: number;
  readonly #channel: string;
  readonly #maxEntries: number;
  readonly #maxSize: number;
  readonly #sizeOf: (value: T) => number;
  readonly #isSynced: boolean;
  readonly #tables: ReadonlySet<string> | undefined;
  #size = 0;
  #loads = 0;
  #notifications: NotificationListener | undefined;
  #listening = false;
  /** The reads under way, by key, with the generation they began in. */
  readonly #inFlight = new Map<
    string,
    {
      generation: number;
      loading: Promise<{ value: T; companyId: number; expiresAt: Date } | undefined>;
    }
  >();
  /** Bumped by every forgetting: a read that began before one is not kept. */
  #generation = 0;

  /**
   * `channel`: where the database announces the changes (`s:<key>`, `c:<company id>`, else all);
   * another channel makes this cache keep other company reads (the client list's counts).
   * `isSynced`: each read first waits for the notifications committed before it (`sync`), so that
   * a change made through another server just before is never answered stale.
   * `tables`: the channel's payloads name a table after the company (`c:12:clients`, `*:clients`,
   * decision 0046); this cache forgets only on the tables it names.
   */
  constructor(
    ttlMs = SESSION_CACHE_TTL_MS,
    {
      channel = SESSION_CHANGES_CHANNEL,
      isSynced = false,
      tables,
      maxEntries = MAX_ENTRIES,
      maxSize = Number.POSITIVE_INFINITY,
      sizeOf = () => 1,
    }: { channel?: string; isSynced?: boolean; tables?: readonly string[] } & CacheBounds<T> = {},
  ) {
    this.#ttlMs = ttlMs;
    this.#channel = channel;
    this.#isSynced = isSynced;
    this.#tables = tables && new Set(tables);
    this.#maxEntries = maxEntries;
    this.#maxSize = maxSize;
    this.#sizeOf = sizeOf;
  }

  /** Follows the database's session changes; resolves once listening. */
  async listen(notifications: NotificationListener): Promise<() => Promise<void>> {
    this.#notifications = notifications;
    const stop = await notifications.listen(this.#channel, (payload) => this.#onChange(payload), {
      onListening: (listening) => {
        // Down or back: what changed in between is unknown.
        this.forgetAll();
        this.#listening = listening;
      },
    });
    return async () => {
      this.#listening = false;
      this.forgetAll();
      await stop();
    };
  }

  /**
   * The session of `tokenHash`, from memory when this server read it lately, else from `load`
   * (which gives the session's company id and end too).
   */
  async read(
    tokenHash: string,
    load: () => Promise<{ value: T; companyId: number; expiresAt: Date } | undefined>,
    now = Date.now(),
  ): Promise<T | undefined> {
    if (this.#isSynced && this.#listening) {
      try {
        await this.#notifications?.sync();
      } catch {
        // Whether a change was missed is unknown: read, and keep nothing.
        this.#loads += 1;
        return (await load())?.value;
      }
    }
    const entry = this.#entries.get(tokenHash);
    if (entry && this.#listening && now < entry.readAgainAt && now < entry.expiresAt) {
      return entry.value;
    }
    if (entry) {
      this.#delete(tokenHash);
    }
    const generation = this.#generation;
    // A read of the same key already under way, begun since the last forgetting: its answer is
    // this one's too (a burst of requests for one cold month reads the database once).
    const shared = this.#inFlight.get(tokenHash);
    if (shared && shared.generation === generation) {
      return (await shared.loading)?.value;
    }
    this.#loads += 1;
    const loading = load();
    this.#inFlight.set(tokenHash, { generation, loading });
    let loaded: Awaited<typeof loading>;
    try {
      loaded = await loading;
    } finally {
      if (this.#inFlight.get(tokenHash)?.loading === loading) {
        this.#inFlight.delete(tokenHash);
      }
    }
    if (!loaded) {
      return undefined;
    }
    const size = this.#sizeOf(loaded.value);
    if (this.#listening && this.#ttlMs > 0 && generation === this.#generation && size <= this.#maxSize) {
      // Another read of the same key may have stored it meanwhile.
      this.#delete(tokenHash);
      while (
        this.#entries.size > 0 &&
        (this.#entries.size >= this.#maxEntries || this.#size + size > this.#maxSize)
      ) {
        this.#delete(this.#entries.keys().next().value!);
      }
      this.#size += size;
      this.#entries.set(tokenHash, {
        value: loaded.value,
        size,
        companyId: loaded.companyId,
        expiresAt: loaded.expiresAt.getTime(),
        readAgainAt: now + this.#ttlMs,
      });
    }
    return loaded.value;
  }

  forgetSession(tokenHash: string): void {
    this.#generation += 1;
    this.#delete(tokenHash);
  }

  forgetCompany(companyId: number): void {
    this.#generation += 1;
    for (const [tokenHash, entry] of this.#entries) {
      if (entry.companyId === companyId) {
        this.#delete(tokenHash);
      }
    }
  }

  forgetAll(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#size = 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** How many reads were not answered from memory (tests count them). */
  get loads(): number {
    return this.#loads;
  }

  /** The entries' total by `sizeOf`. */
  get totalSize(): number {
    return this.#size;
  }

  #delete(tokenHash: string): void {
    const entry = this.#entries.get(tokenHash);
    if (entry) {
      this.#size -= entry.size;
      this.#entries.delete(tokenHash);
    }
  }

  #onChange(message: string): void {
    let payload = message;
    if (this.#tables) {
      const at = message.lastIndexOf(':');
      if (at > 1 && !this.#tables.has(message.slice(at + 1))) {
        return;
      }
      // Without a table's name, whatever changed is unknown: forget everything.
      payload = at > 1 ? message.slice(0, at) : '*';
    }
    if (payload.startsWith('s:')) {
      this.forgetSession(payload.slice(2));
    } else if (payload.startsWith('c:')) {
      this.forgetCompany(Number(payload.slice(2)));
    } else {
      this.forgetAll();
    }
  }
}
