import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/port/backend';
import type { VisitPageQuery } from '../../src/backend/port/visits';
import { checkInInput, uniqueEmail, visitorInput } from '../../src/test/fixtures';
import { fail, signedInBackend, type ContractOptions } from './backendContract';

const HOUR = 60 * 60_000;

/** The visitors' names on a page, newest first. */
async function names(desk: Backend, query: Partial<VisitPageQuery>) {
  const page = await desk.visits.page({ pageSize: 20, ...query });
  return page.visits.map((visit) => visit.visitorName);
}

/**
 * A desk's history, oldest first: each visit hours ago, to a host, of a company, checked out or still on
 * site.
 */
async function history(desk: Backend, now: number) {
  const visits: [string, string, string, number, boolean][] = [
    ['Ana Initech', 'Initech', 'host-a', 50, true],
    ['Ben Globex', 'Globex', 'host-b', 40, true],
    ['Cai Initech', 'Initech', 'host-a', 30, false],
    ['Dev Globex', 'Globex', 'host-b', 20, false],
    ['Eva Globex', 'Globex', 'host-a', 10, true],
    ['Gus Nohost', 'Umbrella', '', 2, false],
    ['Fay Initech', 'Initech', 'host-a', 1, false],
  ];
  for (const [visitorName, companyName, hostId, hoursAgo, out] of visits) {
    const at = now - hoursAgo * HOUR;
    const visit = await desk.visits.checkIn(
      checkInInput({ visitorName, companyName, hostId, at, visitorEmail: uniqueEmail() }),
    );
    if (out) await desk.visits.checkOutByVisitId(visit.visitID, at + 1000);
  }
}

/** The visit list's filters (since, on site, host) and its searches by visit ID and email, in every adapter. */
export function describeVisitFilterContract(adapterName: string, options: ContractOptions, timeout: number) {
  describe(`${adapterName} backend: the visit list's filters and searches`, () => {
    it(
      'filters by check-in time, by who is on site and by host, each alone and combined, uncounted',
      async () => {
        const desk = await signedInBackend(options);
        const now = Date.now();
        await history(desk, now);
        const since = now - 25 * HOUR;
        expect(await names(desk, { filters: { since } })).toEqual([
          'Fay Initech',
          'Gus Nohost',
          'Eva Globex',
          'Dev Globex',
        ]);
        expect(await names(desk, { filters: { onSite: true } })).toEqual([
          'Fay Initech',
          'Gus Nohost',
          'Dev Globex',
          'Cai Initech',
        ]);
        expect(await names(desk, { filters: { hostId: 'host-a' } })).toEqual([
          'Fay Initech',
          'Eva Globex',
          'Cai Initech',
          'Ana Initech',
        ]);
        expect(await names(desk, { filters: { onSite: true, hostId: 'host-a' } })).toEqual([
          'Fay Initech',
          'Cai Initech',
        ]);
        expect(await names(desk, { filters: { since, hostId: 'host-a' } })).toEqual([
          'Fay Initech',
          'Eva Globex',
        ]);
        expect(await names(desk, { filters: { since, onSite: true, hostId: 'host-b' } })).toEqual([
          'Dev Globex',
        ]);
        // Empty filters filter nothing, and the list is counted as before.
        const all = await desk.visits.page({ pageSize: 20, filters: { onSite: false, hostId: '' } });
        expect(all.visits).toHaveLength(7);
        expect(all.total).toBe(7);
        for (const filters of [{ since }, { onSite: true }, { hostId: 'host-a' }]) {
          expect((await desk.visits.page({ pageSize: 20, filters })).total).toBeNull();
        }
      },
      timeout,
    );

    it(
      'filters by visitor type (its name as of the check-in), alone and with a host, on site and a search',
      async () => {
        const desk = await signedInBackend(options);
        const now = Date.now();
        const visits: [string, string, string, boolean][] = [
          ['Ida Interview', 'Interview', 'host-a', true],
          ['Oli Others', 'Others', 'host-a', false],
          ['Ivo Interview', 'Interview', 'host-b', false],
          ['Mia Meeting', 'Meeting', 'host-a', false],
          ['Ira Interview', 'Interview', 'host-a', false],
        ];
        for (const [index, [visitorName, visitType, hostId, out]] of visits.entries()) {
          const at = now - (visits.length - index) * HOUR;
          const visit = await desk.visits.checkIn(
            checkInInput({
              visitorName,
              visitType,
              visitTypeId: visitType.toLowerCase(),
              hostId,
              at,
              visitorEmail: uniqueEmail(),
            }),
          );
          if (out) await desk.visits.checkOutByVisitId(visit.visitID, at + 1000);
        }
        expect(await names(desk, { filters: { visitType: 'Interview' } })).toEqual([
          'Ira Interview',
          'Ivo Interview',
          'Ida Interview',
        ]);
        expect(await names(desk, { filters: { visitType: 'Interview', hostId: 'host-a' } })).toEqual([
          'Ira Interview',
          'Ida Interview',
        ]);
        expect(await names(desk, { filters: { visitType: 'Interview', onSite: true } })).toEqual([
          'Ira Interview',
          'Ivo Interview',
        ]);
        expect(await names(desk, { search: 'iv', filters: { visitType: 'Interview' } })).toEqual([
          'Ivo Interview',
        ]);
        expect(await names(desk, { filters: { visitType: 'Contractor' } })).toEqual([]);
        expect((await desk.visits.page({ pageSize: 20, filters: { visitType: 'Others' } })).total).toBeNull();
      },
      timeout,
    );

    it(
      'combines a name or company search with each filter',
      async () => {
        const desk = await signedInBackend(options);
        const now = Date.now();
        await history(desk, now);
        const since = now - 35 * HOUR;
        expect(await names(desk, { search: 'initech', filters: { since } })).toEqual([
          'Fay Initech',
          'Cai Initech',
        ]);
        expect(await names(desk, { search: 'glob', filters: { since } })).toEqual([
          'Eva Globex',
          'Dev Globex',
        ]);
        expect(await names(desk, { search: 'ev', filters: { since: now - 15 * HOUR } })).toEqual([
          'Eva Globex',
        ]);
        expect(await names(desk, { search: 'globex', filters: { hostId: 'host-a' } })).toEqual([
          'Eva Globex',
        ]);
        expect(await names(desk, { search: 'globex', filters: { onSite: true } })).toEqual(['Dev Globex']);
        expect(
          await names(desk, { search: 'INITECH', filters: { onSite: true, hostId: 'host-a', since } }),
        ).toEqual(['Fay Initech', 'Cai Initech']);
      },
      timeout,
    );

    it(
      'finds the visits of a visit ID (digits only search the ID, not names), with any filter',
      async () => {
        const desk = await signedInBackend(options);
        const now = Date.now();
        const earlier = await desk.visits.checkIn(
          checkInInput({ visitorName: 'Ida Earlier', hostId: 'host-a', at: now - 30 * HOUR }),
        );
        await desk.visits.checkOutByVisitId(earlier.visitID, now - 29 * HOUR);
        const other = await desk.visits.checkIn(
          checkInInput({ visitorName: `Room ${String(earlier.visitID)}`, at: now - 20 * HOUR }),
        );
        const current = await desk.visits.checkIn(
          checkInInput({ visitorName: 'Ivo Current', hostId: 'host-b', at: now - HOUR }),
        );
        const id = String(current.visitID);
        expect(await names(desk, { search: ` ${id} ` })).toEqual(['Ivo Current']);
        expect(await names(desk, { search: id, filters: { onSite: true } })).toEqual(['Ivo Current']);
        expect(await names(desk, { search: id, filters: { hostId: 'host-a' } })).toEqual([]);
        expect(await names(desk, { search: id, filters: { since: now - 2 * HOUR } })).toEqual([
          'Ivo Current',
        ]);
        expect(await names(desk, { search: id, filters: { since: now } })).toEqual([]);
        // The name holding the digits is not a match; the checked-out visit with that ID is.
        expect(await names(desk, { search: String(earlier.visitID) })).toEqual(
          earlier.visitID === current.visitID ? ['Ivo Current', 'Ida Earlier'] : ['Ida Earlier'],
        );
        expect(await names(desk, { search: String(earlier.visitID), filters: { onSite: true } })).toEqual(
          earlier.visitID === current.visitID ? ['Ivo Current'] : [],
        );
        expect(other.visitorName).toContain(String(earlier.visitID));
        expect((await desk.visits.page({ pageSize: 5, search: id })).total).toBeNull();
      },
      timeout,
    );

    it(
      "finds a visitor's visits by their email, whatever its case, with any filter",
      async () => {
        const desk = await signedInBackend(options);
        const now = Date.now();
        const email = `Mira.${String(now).slice(-5)}@Example.com`;
        const visitor = await desk.visitors.add(
          visitorInput({ visitorName: 'Mira Case', visitorEmail: email }),
        );
        const visit = (hoursAgo: number, hostId: string) =>
          desk.visits.checkIn(
            checkInInput({
              visitorName: `Mira ${String(hoursAgo)}h`,
              visitorEmail: visitor.visitorEmail,
              hostId,
              at: now - hoursAgo * HOUR,
            }),
          );
        const old = await visit(48, 'host-a');
        await desk.visits.checkOutByVisitId(old.visitID, now - 47 * HOUR);
        await visit(3, 'host-b');
        await desk.visits.checkIn(checkInInput({ visitorName: 'Someone Else', visitorEmail: uniqueEmail() }));

        expect(await names(desk, { search: email })).toEqual(['Mira 3h', 'Mira 48h']);
        expect(await names(desk, { search: ` ${email.toLowerCase()} ` })).toEqual(['Mira 3h', 'Mira 48h']);
        expect(await names(desk, { search: email, filters: { onSite: true } })).toEqual(['Mira 3h']);
        expect(await names(desk, { search: email, filters: { hostId: 'host-a' } })).toEqual(['Mira 48h']);
        expect(await names(desk, { search: email, filters: { since: now - 24 * HOUR } })).toEqual([
          'Mira 3h',
        ]);
        expect(await names(desk, { search: uniqueEmail('nobody') })).toEqual([]);
        expect((await desk.visits.page({ pageSize: 5, search: email })).total).toBeNull();
        // The dashboard's search box keeps 20 characters (the spec): what it keeps of a longer address
        // finds the registered addresses that begin with it.
        const cut = email.slice(0, 20).toLowerCase();
        expect(cut).toContain('@');
        expect(await names(desk, { search: cut })).toEqual(['Mira 3h', 'Mira 48h']);
        expect(await names(desk, { search: `${cut}x` })).toEqual([]);
      },
      timeout,
    );

    it(
      'pages a filtered list with cursors, newest first, to its end',
      async () => {
        const desk = await signedInBackend(options);
        const now = Date.now();
        for (let index = 0; index < 9; index++) {
          await desk.visits.checkIn(
            checkInInput({
              visitorName: `Visitor ${String(index)}`,
              hostId: index % 3 ? 'host-a' : 'host-b',
              at: now - (20 - index) * HOUR,
            }),
          );
        }
        const seen: string[] = [];
        let after: string | null = null;
        for (let pages = 0; pages < 5; pages++) {
          const page = await desk.visits.page({ pageSize: 2, filters: { hostId: 'host-a' }, after });
          seen.push(...page.visits.map((visit) => visit.visitorName));
          after = page.nextCursor;
          if (!after) break;
        }
        expect(seen).toEqual(['Visitor 8', 'Visitor 7', 'Visitor 5', 'Visitor 4', 'Visitor 2', 'Visitor 1']);
        expect(after).toBeNull();

        const first = await desk.visits.page({
          pageSize: 2,
          filters: { onSite: true, since: now - 16 * HOUR },
        });
        const second = await desk.visits.page({
          pageSize: 2,
          filters: { onSite: true, since: now - 16 * HOUR },
          after: first.nextCursor,
        });
        expect([...first.visits, ...second.visits].map((visit) => visit.visitorName)).toEqual([
          'Visitor 8',
          'Visitor 7',
          'Visitor 6',
          'Visitor 5',
        ]);
        expect(second.nextCursor).not.toBeNull();
      },
      timeout,
    );

    it(
      'delivers a newly checked-in visit to a filtered watcher when it matches, and not when it does not',
      async () => {
        const desk = await signedInBackend(options);
        const now = Date.now();
        await desk.visits.checkIn(
          checkInInput({ visitorName: 'Hana Before', hostId: 'host-a', at: now - HOUR }),
        );
        const pages: string[][] = [];
        const stop = desk.visits.watchPage(
          { pageSize: 5, search: 'ha', filters: { hostId: 'host-a', onSite: true, since: now - 2 * HOUR } },
          (page) => pages.push(page.visits.map((visit) => visit.visitorName)),
          fail,
        );
        await expect.poll(() => pages.at(-1)).toEqual(['Hana Before']);
        // Another host's visitor, then a visitor whose name does not match: neither is listed.
        await desk.visits.checkIn(
          checkInInput({ visitorName: 'Hari Other', hostId: 'host-b', at: now - 100 }),
        );
        await desk.visits.checkIn(
          checkInInput({ visitorName: 'Zed Nomatch', hostId: 'host-a', at: now - 50 }),
        );
        await desk.visits.checkIn(checkInInput({ visitorName: 'Hasan New', hostId: 'host-a', at: now }));
        await expect.poll(() => pages.at(-1)).toEqual(['Hasan New', 'Hana Before']);
        expect(pages.flat()).not.toContain('Hari Other');
        expect(pages.flat()).not.toContain('Zed Nomatch');
        stop();

        const byHost: string[][] = [];
        const stopHost = desk.visits.watchPage(
          { pageSize: 5, filters: { hostId: 'host-b' } },
          (page) => byHost.push(page.visits.map((visit) => visit.visitorName)),
          fail,
        );
        await expect.poll(() => byHost.at(-1)).toEqual(['Hari Other']);
        await desk.visits.checkIn(checkInInput({ visitorName: 'Not Bee', hostId: 'host-a', at: now + 10 }));
        await desk.visits.checkIn(checkInInput({ visitorName: 'Bea Next', hostId: 'host-b', at: now + 20 }));
        await expect.poll(() => byHost.at(-1)).toEqual(['Bea Next', 'Hari Other']);
        expect(byHost.flat()).not.toContain('Not Bee');
        stopHost();
      },
      timeout,
    );
  });
}
