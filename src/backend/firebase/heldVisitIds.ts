import {
  doc,
  getDocs,
  query,
  serverTimestamp,
  Timestamp,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { transact } from './transact';
import { allocateVisitId } from '../../lib/visitId';
import { meterDocument, meterQuery, readQuery } from './readMeter';
import type { TenantPaths } from './tenantPaths';

/**
 * How many visit IDs a desk holds ahead: the check-ins it can make in a network cut before it must say
 * it cannot (a busy lobby's hour). Held IDs are taken out of the 900,000, so a desk holds few.
 */
export const HELD_AHEAD = 12;

/**
 * A held ID unused this long goes back to the pool, released by whichever desk of the company tops up
 * next: its desk is gone (its browser's data cleared) or idle. The rules allow it after 30 days; a day more
 * here covers a desk's clock running ahead of the server's.
 */
export const HOLD_RELEASED_AFTER_MS = 31 * 24 * 60 * 60_000;

const DESK_KEY = 'frontdesk.deskId';
const takenKey = (desk: string) => `frontdesk.takenVisitIds.${desk}`;

/** This browser's desk id: its tabs share it (and its held IDs); another browser has its own. */
function browserDeskId(): string {
  try {
    const known = localStorage.getItem(DESK_KEY);
    if (known) return known;
    const made = crypto.randomUUID();
    localStorage.setItem(DESK_KEY, made);
    return made;
  } catch {
    // No storage (a test in Node, or storage refused): a desk id for this page alone.
    return crypto.randomUUID();
  }
}

/** Held IDs this browser's tabs have given to a check-in whose commit the server may not have yet. */
function takenIds(desk: string, memory: Set<number>): Set<number> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(takenKey(desk)) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    return memory;
  }
}

function keepTaken(desk: string, taken: Set<number>): void {
  try {
    localStorage.setItem(takenKey(desk), JSON.stringify([...taken]));
  } catch {
    // The memory set still keeps this tab from giving an ID twice.
  }
}

export interface HeldVisitIds {
  /**
   * Holds IDs up to HELD_AHEAD for this desk (a transaction); offline, reads the ones it holds from this
   * device's cache, for a desk reloaded during a cut.
   */
  topUp(): Promise<void>;
  /** The next held ID no tab of this browser has given yet, now marked given; null when none is left. */
  take(): number | null;
}

/**
 * The visit IDs this browser holds ahead for the check-ins it makes offline (firestore.rules: openVisitIds,
 * isHeldAhead). Each is an openVisitIds document { heldBy, desk, heldAt }: no other desk's check-in takes
 * it (an online check-in skips every existing reservation), and only its holder gives it to a visit, so
 * two desks offline at once never hand out the same visit ID.
 */
export function createHeldVisitIds(
  db: Firestore,
  paths: TenantPaths,
  isOffline: () => boolean,
): HeldVisitIds {
  const desk = browserDeskId();
  const memoryTaken = new Set<number>();
  /** What the last top-up found held for whom, in the order they are given. */
  let held: { member: string; ids: number[] } = { member: '', ids: [] };
  let toppingUp: Promise<void> | null = null;

  /** This desk's held IDs, as the server lists them, or as this device keeps them (`fromCache`). */
  async function heldNow(fromCache = false): Promise<number[]> {
    const mine = query(
      paths.openVisitIds(),
      where('heldBy', '==', paths.memberId()),
      where('desk', '==', desk),
    );
    const snapshot = await readQuery(mine, fromCache);
    return snapshot.docs.map((each) => Number(each.id)).sort((a, b) => a - b);
  }

  /** Holds `count` more free IDs in one transaction; resolves with them. */
  function holdMore(count: number): Promise<number[]> {
    return transact(db, async (transaction) => {
      const chosen: number[] = [];
      for (let index = 0; index < count; index++) {
        chosen.push(
          await allocateVisitId(
            async (candidate) =>
              chosen.includes(candidate) ||
              meterDocument(await transaction.get(doc(paths.openVisitIds(), String(candidate)))).exists(),
          ),
        );
      }
      for (const visitID of chosen) {
        transaction.set(doc(paths.openVisitIds(), String(visitID)), {
          heldBy: paths.memberId(),
          desk,
          heldAt: serverTimestamp(),
        });
      }
      return chosen;
    });
  }

  async function releaseStale(): Promise<void> {
    const before = Timestamp.fromMillis(Date.now() - HOLD_RELEASED_AFTER_MS);
    const stale = meterQuery(await getDocs(query(paths.openVisitIds(), where('heldAt', '<', before))));
    if (stale.empty) return;
    const batch = writeBatch(db);
    for (const each of stale.docs) batch.delete(each.ref);
    await batch.commit();
  }

  async function topUpOnce(): Promise<void> {
    if (isOffline()) {
      // A desk opened during a cut (a reload): the IDs it held before, as its cache keeps them.
      held = { member: paths.memberId(), ids: await heldNow(true).catch(() => []) };
      return;
    }
    await releaseStale();
    const found = await heldNow();
    const taken = takenIds(desk, memoryTaken);
    // A given ID the server no longer lists as held has reached its visit: forget it.
    const stillTaken = new Set([...taken].filter((id) => found.includes(id)));
    keepTaken(desk, stillTaken);
    const free = found.filter((id) => !stillTaken.has(id));
    const added = free.length < HELD_AHEAD ? await holdMore(HELD_AHEAD - free.length) : [];
    held = { member: paths.memberId(), ids: [...found, ...added].sort((a, b) => a - b) };
  }

  return {
    topUp() {
      toppingUp ??= topUpOnce().finally(() => (toppingUp = null));
      return toppingUp;
    },

    take() {
      // Another person signed in on this browser holds none of the IDs held for the one before.
      if (held.member !== paths.memberId()) return null;
      const taken = takenIds(desk, memoryTaken);
      const next = held.ids.find((id) => !taken.has(id) && !memoryTaken.has(id));
      if (next === undefined) return null;
      taken.add(next);
      memoryTaken.add(next);
      keepTaken(desk, taken);
      return next;
    },
  };
}
