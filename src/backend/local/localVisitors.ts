import { DuplicateVisitorError } from '../errors';
import { assertValidVisitor } from '../visitorChecks';
import type { NewVisitor, Visitor, VisitorsPort } from '../port/visitors';
import { normalizeEmail } from '../../lib/email';
import { isVisitorSearch, matchesVisitorSearch, visitorSearchWords } from '../../lib/visitorSearch';
import { tenantSearchKey, tenantSearchKeys, type FrontdeskDb, type VisitorRow } from './db';
import type { LocalSessionHolder } from './localAuth';
import { requireTenant, withoutStorageFields } from './tenant';

const toVisitor = (row: VisitorRow): Visitor =>
  withoutStorageFields(row, ['tenant', 'visitorEmailLower', 'searchKeys', 'attempt']);

export function createLocalVisitors(db: FrontdeskDb, session: LocalSessionHolder): VisitorsPort {
  const findRow = (tenant: string, email: string) =>
    db.visitors
      .where('[tenant+visitorEmailLower]')
      .equals([tenant, normalizeEmail(email)])
      .first();

  return {
    async findByEmail(email: string) {
      const row = await findRow(requireTenant(session), email);
      return row ? toVisitor(row) : null;
    },

    async search(search: string, limit: number) {
      const tenant = requireTenant(session);
      const [first, ...rest] = visitorSearchWords(search);
      if (!first || !isVisitorSearch(search)) return [];
      // The first word's index range, narrowed by the others as the cursor goes: it stops at `limit`
      // matches, so a common first name reads a handful of rows, not all who share it.
      const rows = await db.visitors
        .where('searchKeys')
        .startsWith(tenantSearchKey(tenant, first))
        .distinct()
        .filter((row) => matchesVisitorSearch(row, rest))
        .limit(limit)
        .toArray();
      return rows.map(toVisitor);
    },

    async add(input: NewVisitor, attempt = crypto.randomUUID()) {
      const tenant = requireTenant(session);
      assertValidVisitor(input);
      const row: VisitorRow = {
        ...input,
        visitorEmail: input.visitorEmail.trim(),
        id: crypto.randomUUID(),
        tenant,
        visitorEmailLower: normalizeEmail(input.visitorEmail),
        searchKeys: tenantSearchKeys(tenant, input),
        attempt,
      };
      return db.transaction('rw', db.visitors, async () => {
        const registered = await findRow(tenant, input.visitorEmail);
        if (registered?.attempt === attempt) return toVisitor(registered);
        if (registered) throw new DuplicateVisitorError();
        await db.visitors.add(row);
        return toVisitor(row);
      });
    },
  };
}
