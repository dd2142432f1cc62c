/**
 * The scanner's offline copy of an event's tickets, kept in IndexedDB (a stadium's list
 * is megabytes: more than localStorage holds). Without IndexedDB (private mode in some
 * browsers) the copy lives in memory only and a reload needs the network. The copy holds
 * digests of the codes, never a code; version 2 of the database drops the copies of
 * version 1, which held codes.
 */
import type { OfflineList } from '@tickera/shared/schemas/checkins';

const DB_NAME = 'tickera-door';
const STORE = 'offline-lists';

function open(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const req = indexedDB.open(DB_NAME, 2);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (db.objectStoreNames.contains(STORE)) db.deleteObjectStore(STORE);
      db.createObjectStore(STORE);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => resolve(null);
  });
}

export async function saveOfflineList(list: OfflineList): Promise<void> {
  const db = await open();
  if (!db) return;
  await new Promise<void>((resolve) => {
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).put(list, list.eventId);
    tx.oncomplete = () => resolve();
    tx.onerror = () => resolve();
  });
  db.close();
}

export async function loadOfflineList(eventId: string): Promise<OfflineList | null> {
  const db = await open();
  if (!db) return null;
  const list = await new Promise<OfflineList | null>((resolve) => {
    const req = db.transaction(STORE).objectStore(STORE).get(eventId);
    req.onsuccess = () => resolve((req.result as OfflineList | undefined) ?? null);
    req.onerror = () => resolve(null);
  });
  db.close();
  return list;
}
