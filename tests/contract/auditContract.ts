import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/backend/port/audit';
import { checkInInput, companyInput, uniqueEmail, visitorInput } from '../../src/test/fixtures';
import type { ContractOptions } from './backendContract';
import { joinedMember } from './teamContract';

/** The owner, signed in, and its member id (the company's id). */
async function owner(options: ContractOptions) {
  const backend = await options.makeBackend();
  const company = companyInput();
  await backend.auth.registerCompany(company);
  const session = await backend.auth.signIn(company.email, company.password);
  return { backend, ownerId: session.member.id };
}

const shape = (entry: AuditEntry) => [entry.action, entry.target, entry.count];

export function describeAuditContract(adapterName: string, options: ContractOptions, timeout: number): void {
  describe(`${adapterName} backend: the audit log`, () => {
    it(
      'records each change with who made it and when, newest first, once per check-in, by person and by action',
      async () => {
        const { backend: admin, ownerId } = await owner(options);
        const started = Date.now();
        const first = await admin.visits.checkIn(checkInInput());
        // The same check-in again (a double submit): no second visit, no second entry.
        await admin.visits.checkIn(checkInInput({ id: first.id, at: first.checkin_timestamp }));
        await admin.visits.checkOutByVisitId(first.visitID, Date.now());
        await admin.settings.updateSite({ autoPrintBadge: true });
        const member = await joinedMember(options, admin, 'frontdesk');
        const second = await member.backend.visits.checkIn(checkInInput());

        const { entries } = await admin.audit.page({ pageSize: 20 });
        const memberId = member.session.member.id;
        expect(entries.map((entry) => [entry.action, entry.target, entry.by])).toEqual([
          ['visit.checkIn', second.id, memberId],
          ['team.change', memberId, memberId],
          ['team.change', member.invite.code, ownerId],
          ['settings.change', '', ownerId],
          ['visit.checkOut', first.id, ownerId],
          ['visit.checkIn', first.id, ownerId],
        ]);
        for (const entry of entries) {
          expect(entry.at).toBeGreaterThanOrEqual(started - 60_000);
          expect(entry.at).toBeLessThanOrEqual(Date.now() + 60_000);
        }

        const mine = await admin.audit.page({ pageSize: 20, by: memberId });
        expect(mine.entries.map((entry) => entry.target)).toEqual([second.id, memberId]);
        const checkIns = await admin.audit.page({ pageSize: 20, action: 'visit.checkIn' });
        expect(checkIns.entries.map((entry) => entry.target)).toEqual([second.id, first.id]);

        // The visit list by who checked the visitor in (the dashboard's operator filter), from an index.
        const byMember = await admin.visits.page({ pageSize: 10, filters: { checkedInBy: memberId } });
        expect(byMember.visits.map((visit) => [visit.id, visit.checkedInBy])).toEqual([
          [second.id, memberId],
        ]);
        const byOwner = await admin.visits.page({ pageSize: 10, filters: { checkedInBy: ownerId } });
        expect(byOwner.visits.map((visit) => visit.id)).toEqual([first.id]);
        expect(byOwner.total).toBeNull();

        // Pages of two, each after the last: every entry once, in order.
        const pages: string[] = [];
        let after: string | null = null;
        do {
          const page = await admin.audit.page({ pageSize: 2, after });
          pages.push(...page.entries.map((entry) => entry.id));
          after = page.nextCursor;
        } while (after);
        expect(pages).toEqual(entries.map((entry) => entry.id));

        await expect(member.backend.audit.page({ pageSize: 5 })).rejects.toMatchObject({ code: 'forbidden' });
      },
      timeout * 2,
    );

    it(
      'records a bulk checkout as one entry for the run, an export as the desk reports it, and an erasure without the person',
      async () => {
        const { backend: desk } = await owner(options);
        const visitorEmail = uniqueEmail('erin');
        await desk.visitors.add(visitorInput({ visitorEmail, visitorName: 'Erin Erasable' }));
        const visits = await Promise.all(
          [1, 2, 3].map((each) =>
            desk.visits.checkIn(checkInInput({ visitorEmail, visitorName: `Erin Erasable ${each}` })),
          ),
        );
        await desk.visits.checkOutMany(
          visits.map((visit) => ({ id: visit.id, at: Date.now() })),
          'bulk-now',
        );
        await desk.audit.recordExport(3);
        const erasure = await desk.privacy.erase(visitorEmail, Date.now());

        const { entries } = await desk.audit.page({ pageSize: 20 });
        // The erasure's entries (one, or one per commit where it spans several) name its log entry and
        // count the records it changed between them (the 3 visits, and their visitor's registration).
        const exported = entries.findIndex((entry) => entry.action === 'visits.export');
        const erasing = entries.slice(0, exported);
        expect(erasing.length).toBeGreaterThan(0);
        expect(new Set(erasing.map((entry) => `${entry.action} ${entry.target}`))).toEqual(
          new Set([`privacy.erase ${erasure.id}`]),
        );
        expect(erasure.counts).toMatchObject({ visits: 3, visitors: 1 });
        expect(erasing.reduce((sum, entry) => sum + entry.count, 0)).toBe(4);
        expect(entries.slice(exported, exported + 2).map(shape)).toEqual([
          ['visits.export', '', 3],
          ['visit.checkOutMany', '', 3],
        ]);
        const everything = JSON.stringify(entries).toLowerCase();
        expect(everything).not.toContain('erin');
        expect(everything).not.toContain(visitorEmail.toLowerCase());
      },
      timeout * 2,
    );
  });
}
