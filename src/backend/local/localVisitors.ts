import { DuplicateVisitorError } from '../errors';
import { assertValidVisitor } from '../visitorChecks';
import type { NewVisitor, Visitor, VisitorsPort } from '../port/visitors';
import { normalizeEmail } from '../../lib/email';
import { isVisitorSearch, matchesVisitorSearch, visitorSearchWords } from '../../lib/visitorSearch';
import { tenantSearchKey, tenantSearchKeys, type FrontdeskDb, type VisitorRow } from './db';
import type { LocalSessionHolder } from './localAuth';
import { requireTenant, withoutStorageFields } from './tenant';

const toVisitor = (row: VisitorRow): Visitor =>
  withoutStorageFields(row, ['tenant', 'visitorEmailLower', 'searchKeys']);

/** How many visitors the first word's index range reads before the other words narrow them. */
const candidates = (limit: number, words: number) => (words > 1 ? limit * 10 : limit);

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
      const rows = await db.visitors
        .where('searchKeys')
        .startsWith(tenantSearchKey(tenant, first))
        .distinct()
        .limit(candidates(limit, rest.length + 1))
        .toArray();
      return rows
        .filter((row) => matchesVisitorSearch(row, [first, ...rest]))
        .slice(0, limit)
        .map(toVisitor);
    },

    async add(input: NewVisitor) {
      const tenant = requireTenant(session);
      assertValidVisitor(input);
      const row: VisitorRow = {
        ...input,
        visitorEmail: input.visitorEmail.trim(),
        id: crypto.randomUUID(),
        tenant,
        visitorEmailLower: normalizeEmail(input.visitorEmail),
        searchKeys: tenantSearchKeys(tenant, input),
      };
      await db.transaction('rw', db.visitors, async () => {
        if (await findRow(tenant, input.visitorEmail)) throw new DuplicateVisitorError();
        await db.visitors.add(row);
      });
      return toVisitor(row);
    },
  };
}
