import type { QueuedAction } from './queued-action.ts';

// The phone's storage of the agent app, in IndexedDB (blobs are kept as they are, unlike
// localStorage): `queue` the changes not yet confirmed by the server, in the order they were made
// (auto-increment key), and `saved` a few values by name (the last schedule, the conflicts).

const DATABASE = 'tourneo-agent';
const QUEUE = 'queue';
const SAVED = 'saved';

let opening: Promise<IDBDatabase> | undefined;

function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(QUEUE, { keyPath: 'seq', autoIncrement: true });
      request.result.createObjectStore(SAVED);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });
  return opening;
}

async function run<T>(
  store: string,
  mode: IDBTransactionMode,
  operation: (objects: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await openDatabase();
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(store, mode);
    const request = operation(transaction.objectStore(store));
    // Resolved once written to disk (the transaction's end), not when the request returns.
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB'));
  });
}

/** Adds a change at the end of the queue; answers it with its place (`seq`). */
export async function enqueue(action: QueuedAction): Promise<QueuedAction> {
  const rest: Omit<QueuedAction, 'seq'> & { seq?: number } = { ...action };
  delete rest.seq; // given by the store
  const seq = await run(QUEUE, 'readwrite', (objects) => objects.add(rest));
  return { ...action, seq: Number(seq) };
}

/** The queue, oldest first. */
export const listQueue = () =>
  run<QueuedAction[]>(QUEUE, 'readonly', (objects) => objects.getAll() as IDBRequest<QueuedAction[]>);

export const removeQueued = (seq: number) => run(QUEUE, 'readwrite', (objects) => objects.delete(seq));

export const clearQueue = () => run(QUEUE, 'readwrite', (objects) => objects.clear());

export const readSaved = <T>(name: string) =>
  run<T | undefined>(SAVED, 'readonly', (objects) => objects.get(name) as IDBRequest<T | undefined>);

export const writeSaved = (name: string, value: unknown) =>
  run(SAVED, 'readwrite', (objects) => objects.put(value, name));

export const deleteSaved = (name: string) => run(SAVED, 'readwrite', (objects) => objects.delete(name));
