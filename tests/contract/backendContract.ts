/**
 * The behaviours every backend adapter promises, written once and run against each adapter
 * (local on fake-indexeddb, firebase on the emulators). A case talks only to the port.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  AlreadyCheckedOutError,
  DuplicateVisitorError,
  InvalidCredentialsError,
  NotSignedInError,
  RegistrationError,
  UnknownPassError,
  VisitNotFoundError,
} from '../../src/backend/errors';
import { RANDOM_CODE } from '../../src/lib/randomCode';
import type { Backend } from '../../src/backend/port/backend';
import type { MailTransport } from '../../src/backend/port/mail';
import { isTokenExpired } from '../../src/lib/sessionToken';
import { lastSiteDays } from '../../src/lib/siteDays';
import { describeAgreementContract } from './agreementContract';
import { describeDirectoryContract } from './directoryContract';
import { describeInviteContract } from './inviteContract';
import { describeMailContract } from './mailContract';
import { describePrivacyContract } from './privacyContract';
import { describeRollCallContract } from './rollCallContract';
import { describeUnclosedContract } from './unclosedContract';
import { describeVisitFilterContract } from './visitFilterContract';
import { describeAuditContract } from './auditContract';
import { describePolicyContract } from './policyContract';
import { describeTeamContract } from './teamContract';
import { describeWatchlistContract } from './watchlistContract';
import { checkInInput, companyInput, uniqueEmail, visitorInput } from '../../src/test/fixtures';

export interface ContractOptions {
  /**
   * A fresh backend with no session; each call may share storage with earlier ones. Its mail leaves by
   * `mail`, a transport that delivers from the browser, or by default is kept in the outbox.
   */
  makeBackend: (mail?: MailTransport) => Promise<Backend>;
  /**
   * The visit-ID case: `checkIns` visits, `atOnce` at a time, each drawing its ID from only `pool`
   * possible ones, so that draws keep hitting IDs other open visits hold.
   */
  visitIdCollisions: { checkIns: number; pool: number; atOnce: number };
  timeoutMs?: number;
  /** Follows the verification link sent to this address, where the backend sends one (Firebase). */
  verifyEmail?: (email: string) => Promise<void>;
}

/** A subscription's failure fails the test that made it. */
export const fail = (error: Error) => {
  throw error;
};

export async function signedInBackend(options: ContractOptions, mail?: MailTransport): Promise<Backend> {
  const backend = await options.makeBackend(mail);
  const company = companyInput();
  await backend.auth.registerCompany(company);
  await backend.auth.signIn(company.email, company.password);
  return backend;
}

export function describeBackendContract(adapterName: string, options: ContractOptions): void {
  const timeout = options.timeoutMs ?? 20_000;

  describe(`${adapterName} backend: company accounts`, () => {
    it(
      'registers a company and signs it in with a token that has a future exp',
      async () => {
        const backend = await options.makeBackend();
        const company = companyInput();
        await backend.auth.registerCompany(company);
        const session = await backend.auth.signIn(company.email, company.password);
        expect(session.company.email.toLowerCase()).toBe(company.email.toLowerCase());
        expect(session.company.name).toBe(company.name);
        expect(isTokenExpired(session.token)).toBe(false);
      },
      timeout,
    );

    it(
      'refuses a second company with the same email, with a message of its own',
      async () => {
        const backend = await options.makeBackend();
        const company = companyInput();
        await backend.auth.registerCompany(company);
        const second = backend.auth.registerCompany({ ...company, name: 'Other' });
        await expect(second).rejects.toBeInstanceOf(RegistrationError);
        await expect(second).rejects.toThrow(/already in use/i);
      },
      timeout,
    );

    it(
      'rejects a wrong password and an unknown email as invalid credentials',
      async () => {
        const backend = await options.makeBackend();
        const company = companyInput();
        await backend.auth.registerCompany(company);
        await expect(backend.auth.signIn(company.email, 'wrong password')).rejects.toBeInstanceOf(
          InvalidCredentialsError,
        );
        await expect(backend.auth.signIn(uniqueEmail('nobody'), 'whatever1')).rejects.toBeInstanceOf(
          InvalidCredentialsError,
        );
      },
      timeout,
    );

    it(
      'confirms the signed-in company’s password without changing the session (leaving kiosk mode)',
      async () => {
        const backend = await options.makeBackend();
        const company = companyInput();
        await backend.auth.registerCompany(company);
        await expect(backend.auth.confirmPassword(company.password)).rejects.toMatchObject({
          code: 'not-signed-in',
        });
        const session = await backend.auth.signIn(company.email, company.password);
        await expect(backend.auth.confirmPassword('not the password')).rejects.toBeInstanceOf(
          InvalidCredentialsError,
        );
        await expect(backend.auth.confirmPassword(company.password)).resolves.toBeUndefined();
        expect((await backend.auth.restore(session.token))?.company.id).toBe(session.company.id);
      },
      timeout,
    );

    it(
      'restores the session behind its token and forgets it on sign-out',
      async () => {
        const backend = await options.makeBackend();
        const company = companyInput();
        await backend.auth.registerCompany(company);
        const session = await backend.auth.signIn(company.email, company.password);
        expect((await backend.auth.restore(session.token))?.company.id).toBe(session.company.id);
        const tokens: (string | null)[] = [];
        backend.auth.onTokenChange((token) => tokens.push(token));
        await backend.auth.signOut();
        await expect.poll(() => tokens.at(-1)).toBeNull();
        expect(await backend.auth.restore(session.token)).toBeNull();
        await expect(backend.visitors.findByEmail('a@example.com')).rejects.toBeInstanceOf(NotSignedInError);
      },
      timeout,
    );

    it(
      'does not restore a tampered token',
      async () => {
        const backend = await options.makeBackend();
        expect(await backend.auth.restore(null)).toBeNull();
        expect(await backend.auth.restore('not.a.token')).toBeNull();
      },
      timeout,
    );
  });

  describe(`${adapterName} backend: visitors`, () => {
    it(
      'adds a visitor and finds it by email, trimmed and ignoring case',
      async () => {
        const backend = await signedInBackend(options);
        const input = visitorInput({ visitorEmail: 'Ravi.Kumar@Example.com' });
        const added = await backend.visitors.add(input);
        expect(added).toMatchObject({
          visitorName: 'Asha Rao',
          isImageCaptured: true,
          imageUrl: input.imageUrl,
        });
        const found = await backend.visitors.findByEmail('  ravi.kumar@EXAMPLE.com ');
        expect(found).toEqual(added);
        expect(await backend.visitors.findByEmail('someone.else@example.com')).toBeNull();
      },
      timeout,
    );

    it(
      'rejects a visitor whose email is already registered, whatever its case',
      async () => {
        const backend = await signedInBackend(options);
        await backend.visitors.add(visitorInput({ visitorEmail: 'meera@example.com' }));
        await expect(
          backend.visitors.add(visitorInput({ visitorEmail: ' MEERA@example.com' })),
        ).rejects.toBeInstanceOf(DuplicateVisitorError);
      },
      timeout,
    );

    it(
      'takes a registration tried again by its own attempt as the one it saved; another attempt is a duplicate',
      async () => {
        const backend = await signedInBackend(options);
        const attempt = crypto.randomUUID();
        const input = visitorInput({ visitorEmail: 'lena@example.com' });
        const saved = await backend.visitors.add(input, attempt);
        // The desk heard no answer and tries again: the first try was saved, and it is that one.
        expect(await backend.visitors.add(input, attempt)).toEqual(saved);
        await expect(backend.visitors.add(input, crypto.randomUUID())).rejects.toMatchObject({
          code: 'duplicate',
        });
        await expect(backend.visitors.add(input)).rejects.toMatchObject({ code: 'duplicate' });
        expect(await backend.visitors.findByEmail('lena@example.com')).toEqual(saved);
      },
      timeout,
    );

    it(
      'finds visitors as the desk types: by the start of a name, an email or a mobile number',
      async () => {
        const backend = await signedInBackend(options);
        const elsewhere = await signedInBackend(options);
        const asha = await backend.visitors.add(
          visitorInput({
            visitorName: 'Asha Jonés',
            visitorEmail: 'asha.rao@mail.example',
            visitorMobile: '+91 98450-12345',
          }),
        );
        const ashwin = await backend.visitors.add(
          visitorInput({
            visitorName: 'Ashwin Kumar',
            visitorEmail: 'ak@mail.example',
            visitorMobile: '9123456780',
          }),
        );
        await elsewhere.visitors.add(
          visitorInput({ visitorName: 'Ashok Other', visitorEmail: 'ashok@mail.example' }),
        );
        const names = async (search: string, limit = 10) =>
          (await backend.visitors.search(search, limit)).map((found) => found.visitorName).sort();

        expect(await names('ash')).toEqual(['Asha Jonés', 'Ashwin Kumar']);
        expect(await names('ASHW')).toEqual(['Ashwin Kumar']);
        expect(await names('jones')).toEqual(['Asha Jonés']);
        expect(await names('kum')).toEqual(['Ashwin Kumar']);
        expect(await names('asha.rao@m')).toEqual(['Asha Jonés']);
        expect(await names('rao')).toEqual(['Asha Jonés']);
        expect(await names('98450')).toEqual(['Asha Jonés']);
        expect(await names('+91 9845')).toEqual(['Asha Jonés']);
        expect(await names('912 345')).toEqual(['Ashwin Kumar']);
        expect(await names('ash kum')).toEqual(['Ashwin Kumar']);
        expect(await names('sha')).toEqual([]);
        expect(await names('a')).toEqual([]);
        expect(await names('ash', 1)).toHaveLength(1);
        expect(await backend.visitors.search('jones', 10)).toEqual([asha]);
        expect(await backend.visitors.search('ashwin', 10)).toEqual([ashwin]);
      },
      timeout,
    );

    it(
      "refuses a visitor the desk's form refuses, and saves nothing",
      async () => {
        const backend = await signedInBackend(options);
        const refused = [
          { visitorName: '  ', visitorEmail: 'blank.name@example.com' },
          { visitorEmail: 'asha at gmail' },
          { visitorEmail: 'short.mobile@example.com', visitorMobile: '98450' },
        ];
        for (const fields of refused) {
          await expect(backend.visitors.add(visitorInput(fields))).rejects.toMatchObject({
            code: 'invalid-input',
          });
        }
        expect(await backend.visitors.findByEmail('blank.name@example.com')).toBeNull();
        expect(await backend.visitors.findByEmail('short.mobile@example.com')).toBeNull();
      },
      timeout,
    );

    it(
      "keeps each company's visitors and visits to itself",
      async () => {
        const first = await signedInBackend(options);
        const second = await signedInBackend(options);
        await first.visitors.add(visitorInput({ visitorEmail: 'shared@example.com' }));
        const visit = await first.visits.checkIn(checkInInput());
        expect(await second.visitors.findByEmail('shared@example.com')).toBeNull();
        await expect(
          second.visitors.add(visitorInput({ visitorEmail: 'shared@example.com' })),
        ).resolves.toBeTruthy();
        expect((await second.visits.page({ pageSize: 20 })).total).toBe(0);
        await expect(second.visits.checkOutByVisitId(visit.visitID, Date.now())).rejects.toBeInstanceOf(
          VisitNotFoundError,
        );
        expect(await second.mail.recent(10)).toEqual([]);
        expect((await second.directory.list()).hosts.map((host) => host.email)).not.toContain(
          (await first.directory.list()).hosts[0]?.email,
        );
      },
      timeout,
    );
  });

  describe(`${adapterName} backend: visits`, () => {
    it(
      "finds a visitor's most recent visit by their email, and none for someone who never came",
      async () => {
        const backend = await signedInBackend(options);
        const email = uniqueEmail('returning');
        const at = Date.now() - 3 * 86_400_000;
        await backend.visits.checkIn(checkInInput({ visitorEmail: email, at, visitType: 'Meeting' }));
        const latest = await backend.visits.checkIn(
          checkInInput({
            visitorEmail: email,
            at: at + 86_400_000,
            visitType: 'Interview',
            hostId: 'host-2',
          }),
        );
        await backend.visits.checkIn(
          checkInInput({ visitorEmail: uniqueEmail('someone.else'), at: at + 2 * 86_400_000 }),
        );
        expect(await backend.visits.lastOf(email)).toEqual(latest);
        expect(await backend.visits.lastOf(uniqueEmail('first.timer'))).toBeNull();
      },
      timeout,
    );

    it(
      'owes each check-in’s two mails from its own commit until settled or checked out, for any desk to send',
      async () => {
        const backend = await signedInBackend(options);
        const at = Date.now() - 60_000;
        const first = await backend.visits.checkIn(checkInInput({ at }));
        const second = await backend.visits.checkIn(checkInInput({ at: at + 1_000 }));
        const third = await backend.visits.checkIn(checkInInput({ at: at + 2_000 }));
        // The same check-in again (a retry) owes nothing more.
        await backend.visits.checkIn(checkInInput({ id: second.id, at: at + 1_000 }));
        expect(await backend.visits.owedMails(10)).toEqual([first, second, third]);

        await backend.visits.settleMails(first);
        await backend.visits.settleMails(first);
        // A visitor gone needs no arrival mail: the checkout ends the debt, and settling it then is a no-op.
        await backend.visits.checkOutByVisitId(second.visitID, at + 3_000);
        await backend.visits.settleMails(second);
        expect(await backend.visits.owedMails(10)).toEqual([third]);
        await backend.visits.settleMails(third);
        expect(await backend.visits.owedMails(10)).toEqual([]);
        // Another company's desk sees none of them.
        const elsewhere = await signedInBackend(options);
        await elsewhere.visits.checkIn(checkInInput({ at }));
        expect(await backend.visits.owedMails(10)).toEqual([]);
      },
      timeout,
    );

    it(
      'checks in an open visit with a 6-digit visit ID and checks it out once',
      async () => {
        const backend = await signedInBackend(options);
        const at = Date.UTC(2026, 10, 22, 9, 30);
        const visit = await backend.visits.checkIn(checkInInput({ at }));
        expect(visit).toMatchObject({ checkedOut: false, checkin_timestamp: at, checkout_timestamp: '' });
        expect(visit.visitID).toBeGreaterThanOrEqual(100000);
        expect(visit.visitID).toBeLessThanOrEqual(999999);
        const closed = await backend.visits.checkOutByVisitId(visit.visitID, at + 60_000);
        expect(closed).toMatchObject({ id: visit.id, checkedOut: true, checkout_timestamp: at + 60_000 });
        await expect(backend.visits.checkOutByVisitId(visit.visitID, at + 120_000)).rejects.toBeInstanceOf(
          AlreadyCheckedOutError,
        );
        const [stored] = (await backend.visits.page({ pageSize: 5 })).visits;
        expect(stored?.checkout_timestamp).toBe(at + 60_000);
      },
      timeout,
    );

    it(
      'gives every visit a random pass code, and checks the visit out by it once',
      async () => {
        const backend = await signedInBackend(options);
        const at = Date.now();
        const visit = await backend.visits.checkIn(checkInInput({ at }));
        const other = await backend.visits.checkIn(checkInInput({ at }));
        expect(visit.passCode).toMatch(RANDOM_CODE);
        expect(other.passCode).not.toBe(visit.passCode);
        expect(await backend.visits.visit(visit.id)).toEqual(visit);
        const closed = await backend.visits.checkOutByPass(visit.passCode, at + 60_000);
        expect(closed).toMatchObject({ id: visit.id, checkedOut: true, checkout_timestamp: at + 60_000 });
        await expect(backend.visits.checkOutByPass(visit.passCode, at + 90_000)).rejects.toMatchObject({
          code: 'already-checked-out',
          visitID: visit.visitID,
        });
        // The visit ID is released with the visit: typed, it is checked out already, or someone else's.
        await expect(backend.visits.checkOutByVisitId(visit.visitID, at + 90_000)).rejects.toBeInstanceOf(
          AlreadyCheckedOutError,
        );
        expect((await backend.visits.onSite()).map((open) => open.id)).toEqual([other.id]);
      },
      timeout,
    );

    it(
      "refuses a pass nobody has, and another company's pass, and never shows another company's visit",
      async () => {
        const first = await signedInBackend(options);
        const second = await signedInBackend(options);
        const visit = await first.visits.checkIn(checkInInput());
        await expect(second.visits.checkOutByPass(visit.passCode, Date.now())).rejects.toBeInstanceOf(
          UnknownPassError,
        );
        await expect(
          first.visits.checkOutByPass('AAAAAAAAAAAAAAAAAAAAAA', Date.now()),
        ).rejects.toBeInstanceOf(UnknownPassError);
        expect(await second.visits.visit(visit.id)).toBeNull();
        expect(await first.visits.visit('no-such-visit')).toBeNull();
        expect((await first.visits.visit(visit.id))?.checkedOut).toBe(false);
      },
      timeout,
    );

    it(
      'says a visit ID nobody has is not found',
      async () => {
        const backend = await signedInBackend(options);
        await expect(backend.visits.checkOutByVisitId(123456, Date.now())).rejects.toBeInstanceOf(
          VisitNotFoundError,
        );
      },
      timeout,
    );

    it(
      'creates one visit when the same check-in is submitted twice',
      async () => {
        const backend = await signedInBackend(options);
        const input = checkInInput();
        const [first, second] = await Promise.all([
          backend.visits.checkIn(input),
          backend.visits.checkIn(input),
        ]);
        expect(second.visitID).toBe(first.visitID);
        expect((await backend.visits.page({ pageSize: 20 })).total).toBe(1);
      },
      timeout,
    );

    it('gives every open visit its own visit ID while the draws keep colliding, also at once', async () => {
      const backend = await signedInBackend(options);
      const { checkIns, pool, atOnce } = options.visitIdCollisions;
      const draw = Math.random.bind(Math);
      // Every draw is one of the first `pool` visit IDs (randomVisitId: 100000 + ⌊r × 900000⌋).
      const random = vi
        .spyOn(Math, 'random')
        .mockImplementation(() => (Math.floor(draw() * pool) + 0.5) / 900_000);
      const ids = new Set<number>();
      try {
        for (let start = 0; start < checkIns; start += atOnce) {
          const visits = await Promise.all(
            Array.from({ length: Math.min(atOnce, checkIns - start) }, (_, index) =>
              backend.visits.checkIn(checkInInput({ at: Date.now() - checkIns + start + index })),
            ),
          );
          visits.forEach((visit) => ids.add(visit.visitID));
        }
      } finally {
        random.mockRestore();
      }
      // That many distinct IDs from so few draws: the ones already held were drawn and passed over.
      expect(ids.size).toBe(checkIns);
      expect(Math.max(...ids)).toBeLessThan(100_000 + pool);
      expect((await backend.visits.stats(lastSiteDays(Date.now(), 1, 'UTC'))).onSiteNow).toBe(checkIns);
    }, 120_000);

    it(
      'pages newest first with cursors, and searches name or company ignoring case',
      async () => {
        const backend = await signedInBackend(options);
        const base = Date.UTC(2026, 10, 1);
        const people = [
          ['Zara Khan', 'Initech'],
          ['Omar Ali', 'Globex Corporation'],
          ['Lena Park', 'Umbrella'],
          ['Ravi Globe', 'Initech'],
          ['Anu Das', 'Hooli'],
        ] as const;
        for (const [index, [visitorName, companyName]] of people.entries()) {
          await backend.visits.checkIn(checkInInput({ visitorName, companyName, at: base + index * 1000 }));
        }
        const first = await backend.visits.page({ pageSize: 2 });
        expect(first.total).toBe(5);
        expect(first.visits.map((visit) => visit.visitorName)).toEqual(['Anu Das', 'Ravi Globe']);
        const second = await backend.visits.page({ pageSize: 2, after: first.nextCursor });
        expect(second.visits.map((visit) => visit.visitorName)).toEqual(['Lena Park', 'Omar Ali']);
        const third = await backend.visits.page({ pageSize: 2, after: second.nextCursor });
        expect(third.visits.map((visit) => visit.visitorName)).toEqual(['Zara Khan']);
        expect(third.nextCursor).toBeNull();

        // A name match and a company match, merged newest first; searches are not counted.
        const globe = await backend.visits.page({ pageSize: 10, search: 'GLOB' });
        expect(globe.visits.map((visit) => visit.visitorName)).toEqual(['Ravi Globe', 'Omar Ali']);
        expect(globe.total).toBeNull();
        const names = async (search: string) =>
          (await backend.visits.page({ pageSize: 10, search })).visits.map((visit) => visit.visitorName);
        // One or two characters, and three or more, in names and companies.
        expect(await names('an')).toEqual(['Anu Das', 'Zara Khan']);
        expect(await names('Z')).toEqual(['Zara Khan']);
        expect(await names('oo')).toEqual(['Anu Das']);
        expect(await names(' KHAN ')).toEqual(['Zara Khan']);
        expect(await names('a k')).toEqual(['Zara Khan']);
        expect(await names('park')).toEqual(['Lena Park']);
        expect(await names('ech')).toEqual(['Ravi Globe', 'Zara Khan']);
        const paged = await backend.visits.page({ pageSize: 1, search: 'initech' });
        const next = await backend.visits.page({ pageSize: 1, search: 'initech', after: paged.nextCursor });
        expect([...paged.visits, ...next.visits].map((visit) => visit.visitorName)).toEqual([
          'Ravi Globe',
          'Zara Khan',
        ]);
        expect((await backend.visits.page({ pageSize: 10, search: 'nobody here' })).visits).toEqual([]);
      },
      timeout,
    );

    it(
      "lists who is on site and counts today's check-ins",
      async () => {
        const backend = await signedInBackend(options);
        const now = Date.now();
        const yesterday = now - 24 * 60 * 60 * 1000;
        const old = await backend.visits.checkIn(checkInInput({ visitorName: 'Old Visit', at: yesterday }));
        await backend.visits.checkIn(checkInInput({ visitorName: 'Here Now', at: now - 1000 }));
        await backend.visits.checkOutByVisitId(old.visitID, now);
        expect((await backend.visits.onSite()).map((visit) => visit.visitorName)).toEqual(['Here Now']);
        const stats = await backend.visits.stats(lastSiteDays(now, 14, 'UTC'));
        expect(stats.onSiteNow).toBe(1);
        expect(stats.checkInsToday).toBe(1);
        expect(stats.perDay).toHaveLength(14);
        expect(stats.perDay.reduce((sum, day) => sum + day.count, 0)).toBe(2);
      },
      timeout,
    );

    it(
      'calls a page watcher back when a visit is added',
      async () => {
        const backend = await signedInBackend(options);
        const totals: (number | null)[] = [];
        const stop = backend.visits.watchPage({ pageSize: 5 }, (page) => totals.push(page.total), fail);
        await expect.poll(() => totals.at(-1)).toBe(0);
        await backend.visits.checkIn(checkInInput());
        await expect.poll(() => totals.at(-1)).toBe(1);
        stop();
      },
      timeout,
    );

    it(
      'updates the watched stats when a visit that is not on any watched page is checked out',
      async () => {
        const backend = await signedInBackend(options);
        const now = Date.now();
        const oldest = await backend.visits.checkIn(
          checkInInput({ visitorName: 'Oldest', at: now - 60_000 }),
        );
        for (let index = 0; index < 3; index++) {
          await backend.visits.checkIn(checkInInput({ visitorName: `Newer ${index}`, at: now - index }));
        }
        // The header counts 14 days before its first answer: on a loaded machine, more than a second.
        const SLOW_ANSWER = { timeout: 10_000 };
        const pages: string[][] = [];
        const stopPage = backend.visits.watchPage(
          { pageSize: 2 },
          (page) => pages.push(page.visits.map((visit) => visit.visitorName)),
          fail,
        );
        const onSite: number[] = [];
        const stopStats = backend.visits.watchStats(
          lastSiteDays(now, 14, 'UTC'),
          (stats) => onSite.push(stats.onSiteNow),
          fail,
        );
        await expect.poll(() => onSite.at(-1), SLOW_ANSWER).toBe(4);
        await expect.poll(() => pages.at(-1), SLOW_ANSWER).toEqual(['Newer 0', 'Newer 1']);

        await backend.visits.checkOutByVisitId(oldest.visitID, now);
        await expect.poll(() => onSite.at(-1), SLOW_ANSWER).toBe(3);
        await backend.visits.checkIn(checkInInput({ visitorName: 'Walk In', at: now + 1 }));
        await expect.poll(() => onSite.at(-1), SLOW_ANSWER).toBe(4);
        stopPage();
        stopStats();
      },
      timeout,
    );

    it(
      'keeps a watched on-site list current through check-ins and check-outs',
      async () => {
        const backend = await signedInBackend(options);
        const lists: string[][] = [];
        const stop = backend.visits.watchOnSite(
          (visits) => lists.push(visits.map((visit) => visit.visitorName)),
          fail,
        );
        await expect.poll(() => lists.at(-1)).toEqual([]);
        const first = await backend.visits.checkIn(
          checkInInput({ visitorName: 'First', at: Date.now() - 1000 }),
        );
        await backend.visits.checkIn(checkInInput({ visitorName: 'Second' }));
        await expect.poll(() => lists.at(-1)).toEqual(['Second', 'First']);
        await backend.visits.checkOutByVisitId(first.visitID, Date.now());
        await expect.poll(() => lists.at(-1)).toEqual(['Second']);
        stop();
      },
      timeout,
    );
  });

  describeVisitFilterContract(adapterName, options, timeout);
  describeMailContract(adapterName, options, timeout);
  describeDirectoryContract(adapterName, options, timeout);
  describeInviteContract(adapterName, options, timeout);
  describeRollCallContract(adapterName, options, timeout);
  describeUnclosedContract(adapterName, options, timeout);
  describeWatchlistContract(adapterName, options, timeout);
  describePrivacyContract(adapterName, options, timeout);
  describeAgreementContract(adapterName, options, timeout);
  describeTeamContract(adapterName, options, timeout);
  describeAuditContract(adapterName, options, timeout);
  describePolicyContract(adapterName, options, timeout);
}
