import { describe, expect, it } from 'vitest';
import { createFirebaseBackend } from '../../src/backend/firebase/createFirebaseBackend';
import { TOTAL_COUNTED_UP_TO } from '../../src/backend/firebase/firebaseVisitQueries';
import { readMeter } from '../../src/backend/firebase/readMeter';
import { toVisitDocument } from '../../src/backend/firebase/visitDocument';
import type { Backend } from '../../src/backend/port/backend';
import type { CheckInInput, VisitPage } from '../../src/backend/port/visits';
import { checkInInput, companyInput, visitRecord } from '../../src/test/fixtures';
import { emulatorSettings, writeAsOwner } from './emulators';

const PAGE_SIZE = 10;
let apps = 0;

/** A signed-in company whose history holds `count` visits, written past the rules in bulk. */
async function deskWithVisits(
  count: number,
  nameOf: (index: number) => string = () => 'Asha Rao',
): Promise<Backend> {
  apps += 1;
  const backend = createFirebaseBackend(emulatorSettings, { appName: `read-cost-${apps}` });
  const company = companyInput();
  await backend.auth.registerCompany(company);
  const { company: profile } = await backend.auth.signIn(company.email, company.password);
  const start = Date.now() - count * 60_000;
  await writeAsOwner(
    Array.from({ length: count }, (_, index) => {
      const visit = visitRecord({
        visitorName: nameOf(index),
        id: `visit-${index}`,
        checkin_timestamp: start + index * 60_000,
        visitID: 100_000 + index,
      });
      return { path: `companies/${profile.id}/visitDetails/${visit.id}`, data: toVisitDocument(visit) };
    }),
  );
  return backend;
}

/** The documents Firestore bills for `action`, as the adapter's meter counts them. */
async function readsOf(action: () => Promise<unknown>): Promise<number> {
  readMeter.reset();
  await action();
  return readMeter.reset();
}

const firstWatchedPage = (backend: Backend) =>
  new Promise<VisitPage>((resolve, reject) => {
    const stop = backend.visits.watchPage(
      { pageSize: PAGE_SIZE },
      (page) => {
        stop();
        resolve(page);
      },
      reject,
    );
  });

describe('documents read per dashboard page view (the budget: at most page size + 2)', () => {
  it('reads one page and one count, read or watched', async () => {
    const backend = await deskWithVisits(40);
    expect(await readsOf(() => backend.visits.page({ pageSize: PAGE_SIZE }))).toBe(PAGE_SIZE + 2);
    expect(await readsOf(() => firstWatchedPage(backend))).toBe(PAGE_SIZE + 2);
    expect((await backend.visits.page({ pageSize: PAGE_SIZE })).total).toBe(40);
  });

  it('costs the same with a long history, whose total is no longer counted', async () => {
    const backend = await deskWithVisits(TOTAL_COUNTED_UP_TO + 50);
    const pages: VisitPage[] = [];
    const reads = await readsOf(async () => pages.push(await backend.visits.page({ pageSize: PAGE_SIZE })));
    expect(reads).toBe(PAGE_SIZE + 2);
    expect(pages[0]?.total).toBeNull();
    expect(pages[0]?.nextCursor).not.toBeNull();
    // A longer search refines the newest visits holding its first trigram, not all of them.
    const search = { pageSize: PAGE_SIZE, search: 'asha rao' };
    expect(await readsOf(() => backend.visits.page(search))).toBe(4 * (PAGE_SIZE + 1));
    const watched = await readsOf(
      () =>
        new Promise<VisitPage>((resolve, reject) => {
          const stop = backend.visits.watchPage(search, (page) => (stop(), resolve(page)), reject);
        }),
    );
    expect(watched).toBe(4 * (PAGE_SIZE + 1));
  });

  it('reads more, in growing reads, for a longer search whose matches are further back', async () => {
    const backend = await deskWithVisits(300, (index) => (index < 15 ? 'Zed Quinn' : 'Zed Adams'));
    const search = { pageSize: PAGE_SIZE, search: 'zed q' };
    const pages: VisitPage[] = [];
    const reads = await readsOf(async () => pages.push(await backend.visits.page(search)));
    expect(pages[0]?.visits.map((visit) => visit.visitorName)).toEqual(Array(PAGE_SIZE).fill('Zed Quinn'));
    // Every visit holds "zed"; the 15 oldest match: reads of 44, 88 and 176 newest find none, the next
    // asks for 352 and gets all 300.
    expect(reads).toBe(44 + 88 + 176 + 300);
    expect(pages[0]?.nextCursor).not.toBeNull();
  });

  it('reads one page, uncounted, for a filter or a visit ID, and one register entry more for an email', async () => {
    const backend = await deskWithVisits(40);
    const since = Date.now() - 30 * 60_000;
    const filtered = { pageSize: PAGE_SIZE, filters: { since } };
    expect(await readsOf(() => backend.visits.page(filtered))).toBe(PAGE_SIZE + 1);
    expect(await readsOf(() => backend.visits.page({ pageSize: PAGE_SIZE, search: '100005' }))).toBe(1);
    const byEmail = { pageSize: PAGE_SIZE, search: 'ASHA@example.com' };
    expect(await readsOf(() => backend.visits.page(byEmail))).toBe(1 + PAGE_SIZE + 1);
    const pages: VisitPage[] = [];
    await readsOf(async () => pages.push(await backend.visits.page(filtered)));
    expect(pages[0]?.total).toBeNull();
  });
});

describe('what a check-in costs the dashboard header of another desk', () => {
  it('re-counts for the check-in’s reservation, and not again when the desk settles its mails', async () => {
    const backend = await deskWithVisits(3);
    const answers: number[] = [];
    let heard: () => void = () => undefined;
    const answered = (count: number) =>
      new Promise<void>((resolve) => {
        heard = () => {
          if (answers.length >= count) resolve();
        };
        heard();
      });
    const day = { start: Date.now() - 86_400_000, end: Date.now() + 86_400_000, label: 'today' };
    const stop = backend.visits.watchStats(
      [day],
      (stats) => {
        answers.push(stats.onSiteNow);
        heard();
      },
      (error) => {
        throw error;
      },
    );
    await answered(1);
    const visit = await backend.visits.checkIn(checkInInput({ at: Date.now() }));
    await answered(2);
    expect(answers.at(-1)).toBe((answers[0] ?? 0) + 1);

    await backend.visits.settleMails(visit);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    stop();
    expect(answers).toHaveLength(2);
    expect(await backend.visits.owedMails(10)).toEqual([]);
  });
});

describe('a visit read by id (readPastStaleCache)', () => {
  it('costs one read when the server holds it, and a missing one is looked up once more past the cache', async () => {
    const backend = await deskWithVisits(1);
    expect(await readsOf(() => backend.visits.visit('visit-0'))).toBe(1);
    // The listen says missing; the transaction's lookup, read from the server itself, says so too.
    let missing: unknown = 'not read';
    expect(
      await readsOf(async () => {
        missing = await backend.visits.visit('no-such-visit');
      }),
    ).toBe(2);
    expect(missing).toBeNull();
  });
});

describe('a check-in screened by the watchlist', () => {
  it('reads what it needs while the screening runs: the screening waits on the check-in’s reads, and the visit is written as screened', async () => {
    const backend = await deskWithVisits(0);
    readMeter.reset();
    // A screening that answers only once the transaction has read the visit, its registration and a
    // visit ID's reservation: a check-in that screened first, then read, would never get its answer.
    const screen = async (input: CheckInInput) => {
      const deadline = Date.now() + 10_000;
      while (readMeter.documents < 3) {
        if (Date.now() > deadline) throw new Error('the check-in read nothing while it was screened');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return { ...input, companyName: 'Screened Ltd' };
    };
    const visit = await backend.visits.checkIn(checkInInput({ companyName: 'Typed Ltd' }), screen);
    expect(visit.companyName).toBe('Screened Ltd');
    expect((await backend.visits.visit(visit.id))?.companyName).toBe('Screened Ltd');
  });
});
