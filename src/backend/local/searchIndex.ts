import { Dexie } from 'dexie';
import type { FrontdeskDb, VisitSearchRow } from './db';

/**
 * An in-memory copy of a tenant's small search rows, newest first, so a keystroke scans memory instead
 * of IndexedDB. Rows are only ever added, so the row count tells whether the copy is current: new rows
 * are fetched by time, and anything unexpected rebuilds the copy.
 */
export function createSearchIndex(db: FrontdeskDb) {
  const cache = new Map<string, VisitSearchRow[]>();
  /**
   * A build in progress per tenant, and the row count it started from. At 100,000 visits a build takes
   * about a second, so the background warm-up and a first keystroke should share one, not race.
   */
  const building = new Map<string, { count: number; rows: Promise<VisitSearchRow[]> }>();

  const tenantRange = (tenant: string, from: number = -Infinity) =>
    db.visitSearch
      .where('[tenant+checkin_timestamp]')
      .between([tenant, from], [tenant, Dexie.maxKey], true, true);

  async function refresh(tenant: string, count: number): Promise<VisitSearchRow[]> {
    const cached = cache.get(tenant);
    const newest = cached?.[0];
    if (cached && newest) {
      const known = new Set(cached.slice(0, 64).map((row) => row.id));
      const added = (await tenantRange(tenant, newest.checkin_timestamp).reverse().toArray()).filter(
        (row) => !known.has(row.id),
      );
      if (cached.length + added.length === count) {
        const merged = [...added, ...cached];
        cache.set(tenant, merged);
        return merged;
      }
    }
    const fresh = await tenantRange(tenant).reverse().toArray();
    cache.set(tenant, fresh);
    return fresh;
  }

  async function rows(tenant: string): Promise<VisitSearchRow[]> {
    // Counting reads the whole range, so a live query that calls this is told of every new row.
    const count = await tenantRange(tenant).count();
    const cached = cache.get(tenant);
    if (cached?.length === count) return cached;
    // Share a build only if it started from the same count: an older one may miss the newest rows.
    const pending = building.get(tenant);
    if (pending?.count === count) return pending.rows;
    const build = {
      count,
      rows: refresh(tenant, count).finally(() => {
        if (building.get(tenant) === build) building.delete(tenant);
      }),
    };
    building.set(tenant, build);
    return build.rows;
  }

  return { rows };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
