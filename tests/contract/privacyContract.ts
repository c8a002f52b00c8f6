import { describe, expect, it } from 'vitest';
import { inviteInput } from '../../src/backend/inviteInput';
import type { Backend } from '../../src/backend/port/backend';
import type { MailRequest } from '../../src/backend/port/mail';
import { PERSONAL_RECORD_KINDS, type PersonalData, type RecordCounts } from '../../src/backend/port/privacy';
import type { Visit } from '../../src/backend/port/visits';
import { newRandomCode } from '../../src/lib/randomCode';
import { checkInInput, uniqueEmail, visitorInput } from '../../src/test/fixtures';
import { signedInBackend, type ContractOptions } from './backendContract';

const DAY = 24 * 60 * 60_000;
const PHOTO = 'data:image/jpeg;base64,UEhPVE8=';

/** A closed visit of this visitor, `daysAgo` days ago (checked out an hour later). */
async function closedVisit(desk: Backend, visitor: { name: string; email: string }, daysAgo: number) {
  const visit = await openVisit(desk, visitor, daysAgo);
  return desk.visits.checkOutByVisitId(visit.visitID, visit.checkin_timestamp + 60 * 60_000);
}

function openVisit(desk: Backend, visitor: { name: string; email: string }, daysAgo: number) {
  return desk.visits.checkIn(
    checkInInput({
      visitorName: visitor.name,
      visitorEmail: visitor.email,
      imageUrl: PHOTO,
      companyName: 'Initech',
      at: Date.now() - daysAgo * DAY,
    }),
  );
}

const mailOf = (visit: Visit, kind: 'visitor' | 'host'): MailRequest => ({
  visitId: visit.id,
  kind,
  to: kind === 'visitor' ? visit.visitorEmail : visit.whomToMeetEmail,
  template: {
    name: kind === 'visitor' ? 'visitId' : 'hostArrival',
    data: { visitorName: visit.visitorName, visitID: String(visit.visitID) },
  },
});

const personOf = (name: string) => ({ name, email: uniqueEmail(name.split(' ')[0]?.toLowerCase()) });

async function searchNames(desk: Backend, search: string) {
  return (await desk.visits.page({ pageSize: 50, search })).visits.map((visit) => visit.visitorName);
}

/** Everything a visitor gave: registered, two visits with mail, an invitation, a hold, a roll call. */
async function visitorWithHistory(desk: Backend, person: { name: string; email: string }) {
  await desk.visitors.add(
    visitorInput({ visitorName: person.name, visitorEmail: person.email, imageUrl: PHOTO }),
  );
  const first = await closedVisit(desk, person, 3);
  const second = await openVisit(desk, person, 0);
  await desk.mail.send(mailOf(second, 'visitor'));
  await desk.mail.send(mailOf(second, 'host'));
  // A roll call past the company's retention period (a day, the least; Firestore's rules let only the
  // retention period delete a roll call, once it is older than that).
  await desk.settings.updateSite({ retentionDays: 1 });
  const rollCall = await desk.rollCalls.start(Date.now() - 2 * DAY);
  await desk.rollCalls.markSafe(rollCall.id, second.id, Date.now());
  await desk.rollCalls.finish(rollCall.id, Date.now());
  await desk.visits.checkOutByVisitId(second.visitID, Date.now());
  const [host] = (await desk.directory.list()).hosts;
  if (!host) throw new Error('the company has no host');
  const invite = await desk.invites.invite(
    inviteInput(
      {
        code: newRandomCode(),
        visitorName: person.name,
        visitorEmail: person.email,
        visitorMobile: '9876543210',
        visitType: 'Meeting',
        companyName: 'Initech',
        expectedAt: Date.now() + 60 * 60_000,
      },
      host,
      'UTC',
    ),
  );
  const entry = await desk.watchlist.add({ name: person.name, email: '', reason: 'Unpaid invoices' });
  await desk.watchlist.recordHold({
    id: crypto.randomUUID(),
    entryId: entry.id,
    reason: entry.reason,
    visitorName: person.name,
    visitorEmail: person.email,
    decision: 'turned-away',
    note: '',
    at: Date.now(),
    visitDocId: '',
  });
  return { visits: [first, second], rollCall, invite };
}

function expectNothingHeld(data: PersonalData) {
  expect(data).toMatchObject({ visitor: null, visits: [], arrivals: [], invites: [], mail: [], holds: [] });
  expect(data.rollCalls.filter((entry) => entry.visitorName)).toEqual([]);
}

export function describePrivacyContract(
  adapterName: string,
  options: ContractOptions,
  timeout: number,
): void {
  describe(`${adapterName} backend: retention and erasure`, () => {
    it(
      'keeps the register entry of a visitor on site since before the cutoff, and forgets it once they leave',
      async () => {
        const desk = await signedInBackend(options);
        const staying = personOf('Stella Staying');
        await desk.visitors.add(
          visitorInput({ visitorName: staying.name, visitorEmail: staying.email, imageUrl: PHOTO }),
        );
        await closedVisit(desk, staying, 300);
        const onSite = await openVisit(desk, staying, 250);

        const first = await desk.privacy.applyRetention(Date.now() - 180 * DAY, Date.now());
        expect(first.counts).toMatchObject({ visits: 1, visitors: 0 });
        expect(await desk.visitors.findByEmail(staying.email)).toMatchObject({ visitorName: staying.name });

        await desk.visits.checkOutByVisitId(onSite.visitID, Date.now());
        const second = await desk.privacy.applyRetention(Date.now() - 180 * DAY, Date.now());
        expect(second.counts).toMatchObject({ visits: 1, visitors: 1 });
        expect(await desk.visitors.findByEmail(staying.email)).toBeNull();
      },
      timeout,
    );

    it(
      'anonymises closed visits before the cutoff, keeping their counts, company and times; open and recent visits stay',
      async () => {
        const desk = await signedInBackend(options);
        const gone = personOf('Gloria Gone');
        const back = personOf('Bruno Back');
        const open = personOf('Oscar Open');
        await desk.visitors.add(
          visitorInput({ visitorName: gone.name, visitorEmail: gone.email, imageUrl: PHOTO }),
        );
        await desk.visitors.add(
          visitorInput({ visitorName: back.name, visitorEmail: back.email, imageUrl: PHOTO }),
        );
        const oldest = await closedVisit(desk, gone, 300);
        const stillOpen = await openVisit(desk, open, 250);
        const older = await closedVisit(desk, back, 200);
        const recent = await closedVisit(desk, back, 1);
        const before = await desk.visits.page({ pageSize: 50 });

        const entry = await desk.privacy.applyRetention(Date.now() - 180 * DAY, Date.now());

        expect(entry.counts).toMatchObject({ visits: 2, visitors: 1 });
        for (const visit of [oldest, older]) {
          const stored = await desk.visits.visit(visit.id);
          expect(stored).toEqual({
            ...visit,
            visitorName: '',
            visitorEmail: '',
            visitorMobile: '',
            imageUrl: '',
            anonymisedAt: entry.at,
          });
        }
        expect(await desk.visits.visit(stillOpen.id)).toEqual(stillOpen);
        expect(await desk.visits.visit(recent.id)).toEqual(recent);
        // Counts and pages keep every visit; search no longer finds the names, still the company.
        const after = await desk.visits.page({ pageSize: 50 });
        expect(after.total).toBe(before.total);
        expect(after.visits.map((visit) => visit.id)).toEqual(before.visits.map((visit) => visit.id));
        expect(await searchNames(desk, 'gloria')).toEqual([]);
        expect(await searchNames(desk, 'bruno')).toEqual([back.name]);
        expect(await searchNames(desk, 'initech')).toHaveLength(4);
        // Three characters: on Firestore, the anonymised visits' own grams (their company's) answer it.
        expect(await searchNames(desk, 'tec')).toHaveLength(4);
        // A visitor is forgotten once none of their visits is kept; one seen since stays registered.
        expect(await desk.visitors.findByEmail(gone.email)).toBeNull();
        expect(await desk.visitors.findByEmail(back.email)).toMatchObject({ visitorName: back.name });

        // The visit left open is anonymised by a later run, once closed.
        await desk.visits.checkOutByVisitId(stillOpen.visitID, Date.now());
        const later = await desk.privacy.applyRetention(Date.now() - 180 * DAY, Date.now());
        expect(later.counts.visits).toBe(1);
        expect(await desk.visits.visit(stillOpen.id)).toMatchObject({ visitorName: '', imageUrl: '' });
      },
      timeout,
    );

    it(
      'deletes mail, watchlist holds and finished roll calls older than the cutoff; an invitation still to come stays',
      async () => {
        const desk = await signedInBackend(options);
        const person = personOf('Rita Retained');
        const { invite } = await visitorWithHistory(desk, person);

        const entry = await desk.privacy.applyRetention(Date.now() + 60_000, Date.now());

        expect(entry.counts).toMatchObject({
          visits: 2,
          visitors: 1,
          mail: 2,
          holds: 1,
          rollCalls: 1,
          invites: 0,
        });
        expect(await desk.mail.recent(10)).toEqual([]);
        expect(await desk.watchlist.holds(10)).toEqual([]);
        expect(await desk.rollCalls.history(10)).toEqual([]);
        expect((await desk.privacy.exportFor(person.email)).invites.map((each) => each.code)).toEqual([
          invite.code,
        ]);
      },
      timeout,
    );

    it(
      'previews exactly what a run then does, changing nothing; the run tells its progress after each batch',
      async () => {
        const desk = await signedInBackend(options);
        const person = personOf('Petra Preview');
        const erased = personOf('Ezra Erased');
        const open = personOf('Oona Open');
        // Before the history, which puts the person's name on the watchlist (a check-in after would be held).
        await closedVisit(desk, person, 40);
        await visitorWithHistory(desk, person);
        // Already anonymised by an erasure, and still on site: neither is anonymised again.
        await closedVisit(desk, erased, 20);
        await desk.privacy.erase(erased.email, Date.now());
        const onSite = await openVisit(desk, open, 10);
        const cutoff = Date.now() + 60_000;

        const preview = await desk.privacy.retentionPreview(cutoff);

        expect(preview).toEqual({
          visits: 3,
          visitors: 1,
          arrivals: 0,
          invites: 0,
          mail: 2,
          holds: 1,
          rollCalls: 1,
        });
        expect(await desk.privacy.retentionPreview(cutoff)).toEqual(preview);
        expect(await desk.visitors.findByEmail(person.email)).toMatchObject({ visitorName: person.name });
        expect(await desk.privacy.log(10)).toHaveLength(1);

        const progress: { anonymised: number; deleted: number }[] = [];
        const entry = await desk.privacy.applyRetention(cutoff, Date.now(), (done) => progress.push(done));

        expect(entry.counts).toEqual(preview);
        expect(progress.at(-1)).toEqual({ anonymised: 3, deleted: 5 });
        for (const [index, done] of progress.entries()) {
          const previous = progress[index - 1] ?? { anonymised: 0, deleted: 0 };
          expect(done.anonymised).toBeGreaterThanOrEqual(previous.anonymised);
          expect(done.deleted).toBeGreaterThanOrEqual(previous.deleted);
        }
        expect(await desk.visits.visit(onSite.id)).toEqual(onSite);
        // Nothing is left to do, and the preview says so.
        expect(await desk.privacy.retentionPreview(cutoff)).toEqual(
          expect.objectContaining({ visits: 0, visitors: 0, mail: 0, holds: 0, rollCalls: 0 }),
        );
      },
      timeout,
    );

    it(
      'logs a retention run as started first; one stopped midway is finished by resume, its counts adding up',
      async () => {
        const desk = await signedInBackend(options);
        const person = personOf('Ruth Resumed');
        await visitorWithHistory(desk, person);
        const cutoff = Date.now() + 60_000;
        const expected = await desk.privacy.retentionPreview(cutoff);
        const stop = new Error('the page closed');

        // Its page closes after the first step it saved (the visits and their registrations).
        await expect(
          desk.privacy.applyRetention(cutoff, Date.now(), () => {
            throw stop;
          }),
        ).rejects.toBe(stop);

        const [stopped, ...others] = await desk.privacy.unfinished();
        expect(others).toEqual([]);
        expect(stopped).toMatchObject({
          kind: 'retention',
          status: 'started',
          counts: { visits: 2, mail: 0 },
        });
        expect((await desk.privacy.log(10)).map((entry) => entry.status)).toEqual(['started']);
        expect(await desk.visitors.findByEmail(person.email)).toBeNull();

        const finished = await desk.privacy.resume(stopped?.id ?? '');

        expect(finished).toMatchObject({ id: stopped?.id, status: 'finished', counts: expected });
        expect(await desk.privacy.unfinished()).toEqual([]);
        expect(await desk.privacy.log(10)).toEqual([finished]);
        expect(await desk.mail.recent(10)).toEqual([]);
        expect(await desk.rollCalls.history(10)).toEqual([]);
        // Finished is finished: resuming again changes nothing.
        expect(await desk.privacy.resume(finished.id)).toEqual(finished);
        await expect(desk.privacy.resume('no-such-run')).rejects.toMatchObject({ code: 'not-found' });
      },
      timeout,
    );

    it(
      'exports every record of an email, in any case; erasure then leaves none, and nobody else’s records change',
      async () => {
        const desk = await signedInBackend(options);
        const person = personOf('Erin Erased');
        const other = personOf('Olive Other');
        const { visits, rollCall, invite } = await visitorWithHistory(desk, person);
        const othersVisit = await closedVisit(desk, other, 2);
        await desk.mail.send(mailOf(othersVisit, 'visitor'));
        // Another company holds the same person: erasure here leaves it alone.
        const elsewhere = await signedInBackend(options);
        await elsewhere.visitors.add(visitorInput({ visitorName: person.name, visitorEmail: person.email }));
        const theirVisit = await closedVisit(elsewhere, person, 1);

        const exported = await desk.privacy.exportFor(`  ${person.email.toUpperCase()} `);
        expect(exported.visitor).toMatchObject({ visitorName: person.name, imageUrl: PHOTO });
        expect(exported.visits.map((visit) => visit.id).sort()).toEqual(
          visits.map((visit) => visit.id).sort(),
        );
        expect(exported.invites.map((each) => each.code)).toEqual([invite.code]);
        expect(exported.mail.map((mail) => mail.kind).sort()).toEqual(['host', 'visitor']);
        expect(exported.holds).toHaveLength(1);
        expect(exported.rollCalls).toMatchObject([{ rollCallId: rollCall.id, visitorName: person.name }]);

        const heard: RecordCounts[] = [];
        const entry = await desk.privacy.erase(person.email, Date.now(), (done) => heard.push(done));

        // Its progress: kind by kind, no count ever falling, the last what it logged.
        expect(heard.length).toBeGreaterThan(1);
        heard.forEach((done, index) => {
          for (const kind of PERSONAL_RECORD_KINDS)
            expect(done[kind]).toBeGreaterThanOrEqual(heard[index - 1]?.[kind] ?? 0);
        });
        expect(heard.at(-1)).toEqual(entry.counts);
        expect(entry.counts).toEqual({
          visits: 2,
          visitors: 1,
          arrivals: 0,
          invites: 1,
          mail: 2,
          holds: 1,
          rollCalls: 1,
        });
        expectNothingHeld(await desk.privacy.exportFor(person.email));
        expect(await desk.visitors.findByEmail(person.email)).toBeNull();
        expect(await searchNames(desk, 'erin')).toEqual([]);
        const kept = await desk.rollCalls.rollCall(rollCall.id);
        expect(kept?.people).toMatchObject([{ visitId: visits[1]?.id, visitorName: '' }]);
        expect(kept?.people[0]?.safeAt).toEqual(expect.any(Number));
        // Counts stay; the other visitor and the other company are untouched.
        expect((await desk.visits.page({ pageSize: 50 })).total).toBe(3);
        expect(await desk.visits.visit(othersVisit.id)).toEqual(othersVisit);
        expect((await desk.mail.forVisits([othersVisit.id])).map((mail) => mail.to)).toEqual([other.email]);
        expect(await elsewhere.visits.visit(theirVisit.id)).toEqual(theirVisit);
        expect(await elsewhere.visitors.findByEmail(person.email)).toMatchObject({
          visitorName: person.name,
        });
        // Erasing again finds nothing left, and says so.
        const again = await desk.privacy.erase(person.email, Date.now());
        expect(Object.values(again.counts).every((count) => count === 0)).toBe(true);
      },
      timeout,
    );

    it(
      'refuses to erase a visitor who is on site, changing nothing; logs each run without personal data',
      async () => {
        const desk = await signedInBackend(options);
        const person = personOf('Simon Site');
        const visit = await openVisit(desk, person, 0);
        await expect(desk.privacy.erase(person.email, Date.now())).rejects.toMatchObject({
          code: 'invalid-input',
        });
        expect(await desk.visits.visit(visit.id)).toEqual(visit);
        await desk.visits.checkOutByVisitId(visit.visitID, Date.now());

        const erased = await desk.privacy.erase(person.email, Date.now());
        const retained = await desk.privacy.applyRetention(Date.now() - 180 * DAY, Date.now() + 1);

        const log = await desk.privacy.log(10);
        expect(log.map((entry) => entry.id)).toEqual([retained.id, erased.id]);
        expect(log[1]).toMatchObject({ kind: 'erasure', status: 'finished', counts: { visits: 1 } });
        expect(log[0]?.by).toMatch(/@example\.com$/);
        expect(JSON.stringify(log)).not.toContain(person.email);
        expect(JSON.stringify(log)).not.toContain('Simon');
      },
      timeout,
    );
  });
}
