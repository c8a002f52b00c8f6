import { DuplicateVisitorError } from '../errors';
import { assertValidVisitor } from '../visitorChecks';
import type { NewVisitor, Visitor, VisitorsPort } from '../port/visitors';
import { normalizeEmail } from '../../lib/email';
import type { FrontdeskDb, VisitorRow } from './db';
import type { LocalSessionHolder } from './localAuth';
import { requireTenant, withoutStorageFields } from './tenant';

const toVisitor = (row: VisitorRow): Visitor => withoutStorageFields(row, ['tenant', 'visitorEmailLower']);

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

    async add(input: NewVisitor) {
      const tenant = requireTenant(session);
      assertValidVisitor(input);
      const row: VisitorRow = {
        ...input,
        visitorEmail: input.visitorEmail.trim(),
        id: crypto.randomUUID(),
        tenant,
        visitorEmailLower: normalizeEmail(input.visitorEmail),
      };
      await db.transaction('rw', db.visitors, async () => {
        if (await findRow(tenant, input.visitorEmail)) throw new DuplicateVisitorError();
        await db.visitors.add(row);
      });
      return toVisitor(row);
    },
  };
}
