import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../backend/port/backend';
import { checkIn } from '../../features/visits/visitsSlice';
import { visitorChosen } from '../../features/visitors/visitorsSlice';
import { selectCompanyId } from '../../app/session';
import { checkInInput, invitationToFirstHost, MEETING_TYPE, visitorInput } from '../../test/fixtures';
import { renderApp, signedInBackend, TEST_COMPANY } from '../../test/renderApp';
import {
  GIVE_UP_MS,
  OWED_GRACE_MS,
  oweVisitMails,
  owedVisitMails,
  sendOwedVisitMails,
} from './owedVisitMails';

afterEach(() => localStorage.clear());

const companyOf = async (backend: Awaited<ReturnType<typeof signedInBackend>>) =>
  (await backend.auth.signIn(TEST_COMPANY.email, TEST_COMPANY.password)).company.id;

const kindsOf = async (backend: Awaited<ReturnType<typeof signedInBackend>>, visitId: string) =>
  (await backend.mail.forVisits([visitId])).map((record) => record.kind).sort();

/** The desk's Check In for a visitor in hand, with the company's first host. */
async function checkInAtDesk(view: Awaited<ReturnType<typeof renderApp>>, checkInId: string) {
  const [host] = (await view.backend.directory.list()).hosts;
  if (!host) throw new Error('no example host');
  act(() => void view.store.dispatch(visitorChosen({ ...visitorInput(), id: 'v1' })));
  await act(() =>
    view.store.dispatch(
      checkIn({ checkInId, type: MEETING_TYPE, answers: {}, host, companyName: 'Acme', timeZone: 'UTC' }),
    ),
  );
}

describe('the mails a check-in owes', () => {
  it('are sent when the desk next opens, if it closed between the check-in and its mails', async () => {
    const backend = await signedInBackend();
    const company = await companyOf(backend);
    // The check-in committed; the page went before its mails did.
    const input = checkInInput();
    oweVisitMails(company, input.id, Date.now());
    const visit = await backend.visits.checkIn(input);
    expect(await kindsOf(backend, visit.id)).toEqual([]);

    const { store, settle } = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
    await settle();
    expect(selectCompanyId(store.getState())).toBe(company);
    await expect.poll(() => kindsOf(backend, visit.id)).toEqual(['host', 'visitor']);
    expect(owedVisitMails(company)).toEqual([]);
  });

  it('are sent from the store by any desk that opens, when the desk that checked in never opened again', async () => {
    const backend = await signedInBackend();
    // Three check-ins whose desk went before sending their mails (no note in this browser): one a few
    // minutes ago, one closed since, and one just now, whose own desk may still be sending them.
    const minutesAgo = (minutes: number) => checkInInput({ at: Date.now() - minutes * 60_000 });
    const forgotten = await backend.visits.checkIn(minutesAgo(5));
    const left = await backend.visits.checkIn(minutesAgo(4));
    await backend.visits.checkOutByVisitId(left.visitID, Date.now());
    const recent = await backend.visits.checkIn(minutesAgo(0));

    const { settle } = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
    await settle();

    await expect.poll(() => kindsOf(backend, forgotten.id)).toEqual(['host', 'visitor']);
    await expect
      .poll(async () => (await backend.visits.owedMails(10)).map((visit) => visit.id))
      .toEqual([recent.id]);
    // An arrival mail after the visitor left is of no use: settled, never sent.
    expect(await kindsOf(backend, left.id)).toEqual([]);
    expect(await kindsOf(backend, recent.id)).toEqual([]);
  });

  it('send an invitation’s email from the store when the page that made it went first; a cancelled one is only settled', async () => {
    const backend = await signedInBackend();
    const owed = await backend.invites.invite(await invitationToFirstHost(backend));
    const cancelled = await backend.invites.invite(await invitationToFirstHost(backend));
    await backend.invites.cancel(cancelled.code, Date.now());
    // A desk whose clock is past the grace its own desk had to send them.
    const later = () => Date.now() + OWED_GRACE_MS + 60_000;
    const view = await renderApp('/main_checkin_checkout', { signedIn: true, backend, now: later });
    await act(() => expect.poll(() => backend.invites.owedMails(10)).toEqual([]));
    await view.settle();
    expect((await backend.mail.forVisits([owed.code])).map((mail) => mail.kind)).toEqual(['invitation']);
    expect(await backend.mail.forVisits([cancelled.code])).toEqual([]);
  });

  it('are settled in the store once a desk check-in’s mails are recorded', async () => {
    const backend = await signedInBackend();
    const company = await companyOf(backend);
    const view = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
    await checkInAtDesk(view, 'c2');
    await act(() => expect.poll(() => backend.visits.owedMails(10)).toEqual([]));
    await view.settle();
    expect(await kindsOf(backend, 'c2')).toEqual(['host', 'visitor']);
    expect(owedVisitMails(company)).toEqual([]);
  });

  it('are owed from before a desk check-in commits, and stay owed while its mails have not gone', async () => {
    const local = await signedInBackend();
    const company = await companyOf(local);
    // The page will close before any mail is recorded.
    const backend: Backend = { ...local, mail: { ...local.mail, send: () => new Promise(() => undefined) } };
    let owedAtCommit: string[] = [];
    backend.visits = {
      ...local.visits,
      checkIn: (input) => {
        owedAtCommit = owedVisitMails(company).map((owed) => owed.visitId);
        return local.visits.checkIn(input);
      },
    };
    const view = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
    await checkInAtDesk(view, 'c1');
    expect(owedAtCommit).toEqual(['c1']);
    await view.settle();
    expect(owedVisitMails(company).map((owed) => owed.visitId)).toEqual(['c1']);
  });

  it('are not sent for a visit anonymised meanwhile: it has no one to go to', async () => {
    const backend = await signedInBackend();
    const company = await companyOf(backend);
    const input = checkInInput();
    oweVisitMails(company, input.id, Date.now());
    const visit = await backend.visits.checkIn(input);
    await backend.visits.checkOutByVisitId(visit.visitID, Date.now());
    await backend.privacy.erase(visit.visitorEmail, Date.now());
    const { settle } = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
    await settle();
    await expect.poll(() => owedVisitMails(company)).toEqual([]);
    expect(await kindsOf(backend, visit.id)).toEqual([]);
  });

  it('are given up for a check-in whose visit never reached the store, once it is long past', async () => {
    const backend = await signedInBackend();
    const company = await companyOf(backend);
    oweVisitMails(company, 'never-committed', Date.now() - GIVE_UP_MS - 1);
    oweVisitMails(company, 'still-on-its-way', Date.now());
    const { settle } = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
    await settle();
    await expect
      .poll(() => owedVisitMails(company).map((owed) => owed.visitId))
      .toEqual(['still-on-its-way']);
  });
});

describe('the mails of a check-in made during a network cut', () => {
  afterEach(() => vi.restoreAllMocks());

  it('wait for the network, stay owed while the store refuses them, and go when the network returns', async () => {
    const local = await signedInBackend();
    const company = await companyOf(local);
    let storeReachable = false;
    const backend: Backend = {
      ...local,
      mail: {
        ...local.mail,
        send: (request) =>
          storeReachable ? local.mail.send(request) : Promise.reject(new Error('client is offline')),
      },
    };
    const view = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await checkInAtDesk(view, 'cut-1');
    await view.settle();
    expect(await kindsOf(local, 'cut-1')).toEqual([]);
    expect(owedVisitMails(company).map((owed) => owed.visitId)).toEqual(['cut-1']);

    // Back online, but the store not reachable yet: tried, refused, still owed.
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await view.settle();
    expect(owedVisitMails(company).map((owed) => owed.visitId)).toEqual(['cut-1']);

    // The next try, once it is reachable, sends both and settles the note.
    storeReachable = true;
    await act(() => view.store.dispatch(sendOwedVisitMails(undefined)));
    expect(await kindsOf(local, 'cut-1')).toEqual(['host', 'visitor']);
    expect(owedVisitMails(company)).toEqual([]);
  });
});

describe('a note that cannot be kept', () => {
  it('never fails the check-in: storage refused, the note is simply not kept', () => {
    const refused = vi.fn(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    // happy-dom binds a Storage's methods to the instance itself: the refusal replaces the instance's own.
    const kept = localStorage.setItem.bind(localStorage);
    const writeWith = (setItem: Storage['setItem']) =>
      Object.defineProperty(localStorage, 'setItem', { value: setItem, configurable: true, writable: true });
    writeWith(refused);
    try {
      expect(() => oweVisitMails('acme', 'v1', Date.now())).not.toThrow();
    } finally {
      writeWith(kept);
    }
    expect(refused).toHaveBeenCalled();
    expect(owedVisitMails('acme')).toEqual([]);
  });
});
