import { describe, expect, it } from 'vitest';
import { checkOutLeaving, confirmArrival, publicSiteOf } from '../../src/backend/contactless';
import { BackendError } from '../../src/backend/errors';
import type { Backend } from '../../src/backend/port/backend';
import {
  HOST_NOT_OFFERED,
  MAX_WAITING_ARRIVALS,
  type ArrivalInput,
  type ArrivalPort,
} from '../../src/backend/port/contactless';
import { companyInput, uniqueEmail } from '../../src/test/fixtures';
import { firstAnswer } from '../../src/app/portQuery';
import { inviteInput } from '../../src/backend/inviteInput';
import type { Arrival } from '../../src/backend/port/contactless';
import { invitedArrivals } from '../../src/features/invites/invitedArrivals';
import { newRandomCode } from '../../src/lib/randomCode';
import { fail, type ContractOptions } from './backendContract';

export interface ContactlessContractOptions extends ContractOptions {
  /**
   * A fresh visitor's phone: no company session (Firebase: its own anonymous account), its clock `now`
   * (by default the right time).
   */
  makePhone: (now?: () => number) => ArrivalPort;
}

const MINUTE = 60_000;

/** A company's desk, and a second desk signed in to the same company. */
export async function desks(options: ContractOptions) {
  const registration = companyInput();
  const [desk, otherDesk] = [await options.makeBackend(), await options.makeBackend()];
  await desk.auth.registerCompany(registration);
  const session = await desk.auth.signIn(registration.email, registration.password);
  await otherDesk.auth.signIn(registration.email, registration.password);
  return { desk, otherDesk, company: session.company.id };
}

export async function publishCode(desk: Backend, validForMs = 10 * MINUTE) {
  const site = await publicSiteOf(desk, Date.now() + validForMs);
  return { site, ...(await desk.contactless.publish(site)) };
}

export async function arrivalFor(
  desk: Backend,
  overrides: Partial<ArrivalInput> = {},
): Promise<ArrivalInput> {
  const host = (await desk.directory.list()).hosts[0];
  if (!host) throw new Error('the company has no host');
  return {
    visitorName: 'Zoya Phone',
    visitorEmail: uniqueEmail('zoya'),
    visitorMobile: '9876543210',
    visitType: 'Meeting',
    companyName: 'Acme Corporation',
    hostId: host.id,
    whomToMeet: host.name,
    imageUrl: '',
    distanceMetres: 42,
    consent: true,
    ...overrides,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Contactless check-in: the desk's codes, the phone's arrival, the desk's confirmation. */
export function describeContactlessContract(
  adapterName: string,
  options: ContactlessContractOptions,
  timeout: number,
): void {
  describe(`${adapterName} backend: contactless check-in`, () => {
    it(
      'publishes a code a phone opens, with hosts by name and no email; other codes are stale',
      async () => {
        const { desk, company } = await desks(options);
        await desk.settings.updateSite({ privacyPolicyUrl: 'https://acme.example/privacy' });
        const { site, code, expiresAt } = await publishCode(desk);
        expect(site.privacyPolicyUrl).toBe('https://acme.example/privacy');
        expect(code).toMatch(/^[A-Za-z0-9_-]{22,}$/);
        expect(code).not.toContain(company);
        expect(expiresAt).toBe(site.expiresAt);
        const phone = options.makePhone();
        const opened = await phone.openCode(company, code);
        expect(opened).toEqual(site);
        expect(opened.hosts.map((host) => host.name)).toEqual(['Anita Desai', 'Priya Sharma', 'Rahul Verma']);
        expect(JSON.stringify(opened)).not.toContain('@');

        const other = await desks(options);
        const othersCode = await publishCode(other.desk);
        await expect(phone.openCode(company, othersCode.code)).rejects.toMatchObject({ code: 'stale-code' });
        await expect(phone.openCode(company, 'A'.repeat(22))).rejects.toMatchObject({ code: 'stale-code' });
        await expect(phone.arrive(company, othersCode.code, await arrivalFor(desk))).rejects.toMatchObject({
          code: 'stale-code',
        });
      },
      timeout,
    );

    it(
      'refuses an arrival for a host the code does not offer, and one backdated by a phone’s clock',
      async () => {
        const { desk, company } = await desks(options);
        const { code } = await publishCode(desk);
        const [listed] = (await desk.directory.list()).companies;
        if (!listed) throw new Error('the company has no directory');
        // A host added since the code was published: the code does not offer them.
        const newcomer = await desk.directory.saveHost({
          name: 'Nina Newcomer',
          email: uniqueEmail('nina'),
          phone: '',
          companyId: listed.id,
          active: true,
        });
        const phone = options.makePhone();
        await expect(
          phone.arrive(
            company,
            code,
            await arrivalFor(desk, { hostId: newcomer.id, whomToMeet: newcomer.name }),
          ),
        ).rejects.toMatchObject({ code: 'invalid-input', message: HOST_NOT_OFFERED });
        // A phone whose clock is half an hour behind would jump the queue. (Locally the database refuses it
        // with PHONE_CLOCK_WRONG; on Firebase the rules do, which the phone cannot tell from a full queue.)
        const slow = options.makePhone(() => Date.now() - 30 * MINUTE);
        const refusal: unknown = await slow.arrive(company, code, await arrivalFor(desk)).then(
          () => null,
          (error: unknown) => error,
        );
        expect(refusal).toBeInstanceOf(BackendError);
        expect(['invalid-input', 'queue-full']).toContain((refusal as BackendError).code);
        // A clock a few minutes off is taken, and only that arrival waits.
        const late = options.makePhone(() => Date.now() - 3 * MINUTE);
        const id = await late.arrive(company, code, await arrivalFor(desk));
        const waiting = await firstAnswer<Arrival[]>((listener, onError) =>
          desk.contactless.watchArrivals(listener, onError),
        );
        expect(waiting.map((arrival) => arrival.id)).toEqual([id]);
        // The code offers the newcomer once the desk publishes the next one.
        const next = await publishCode(desk);
        expect(next.site.hosts.map((host) => host.id)).toContain(newcomer.id);
        await expect(
          phone.arrive(
            company,
            next.code,
            await arrivalFor(desk, { hostId: newcomer.id, whomToMeet: newcomer.name }),
          ),
        ).resolves.toEqual(expect.any(String));
      },
      timeout,
    );

    it(
      'leaves off the code a host or company whose name could carry an address or a number to call',
      async () => {
        const { desk, company } = await desks(options);
        const [listed] = (await desk.directory.list()).companies;
        if (!listed) throw new Error('the company has no directory');
        const lobby = await desk.directory.saveCompany({ name: 'Help @ Lobby', active: true });
        for (const [name, companyId] of [
          ['Ravi 98765 43210', listed.id],
          ['ravi@acme.example', listed.id],
          ['Lobby Desk', lobby.id],
          ['Agent 007', listed.id],
        ] as const) {
          await desk.directory.saveHost({
            name,
            email: uniqueEmail('ravi'),
            phone: '',
            companyId,
            active: true,
          });
        }
        const { code, site } = await publishCode(desk);
        expect(site.companies).not.toContain('Help @ Lobby');
        expect(site.hosts.map((host) => host.name)).toEqual([
          'Agent 007',
          'Anita Desai',
          'Priya Sharma',
          'Rahul Verma',
        ]);
        expect(await options.makePhone().openCode(company, code)).toEqual(site);
      },
      timeout,
    );

    it(
      'refuses an arrival with a code past its expiry',
      async () => {
        const { desk, company } = await desks(options);
        const { code } = await publishCode(desk, 1500);
        await sleep(2000);
        const phone = options.makePhone();
        await expect(phone.openCode(company, code)).rejects.toMatchObject({ code: 'stale-code' });
        await expect(phone.arrive(company, code, await arrivalFor(desk))).rejects.toMatchObject({
          code: 'stale-code',
        });
      },
      timeout,
    );

    it(
      'an invited visitor checks in by themselves with the invitation (from two desks, one visit); an uninvited one waits',
      async () => {
        const { desk, otherDesk, company } = await desks(options);
        const { code } = await publishCode(desk);
        const [host] = (await desk.directory.list()).hosts;
        if (!host) throw new Error('the company has no host');
        const invited = await arrivalFor(desk, { visitorEmail: uniqueEmail('invited') });
        const invitation = await desk.invites.invite(
          inviteInput(
            {
              code: newRandomCode(),
              visitorName: invited.visitorName,
              visitorEmail: invited.visitorEmail.toUpperCase(),
              visitorMobile: invited.visitorMobile,
              visitType: invited.visitType,
              // The host chose Arabic for the visitor's emails; the phone chose no language.
              visitorLanguage: 'ar',
              companyName: invited.companyName,
              expectedAt: Date.now(),
            },
            host,
            'UTC',
          ),
        );
        const invitedId = await options.makePhone().arrive(company, code, invited);
        const walkInId = await options.makePhone().arrive(company, code, await arrivalFor(desk));
        const waiting = await firstAnswer<Arrival[]>((listener, onError) =>
          desk.contactless.watchArrivals(listener, onError),
        );
        const matched = invitedArrivals(waiting, [invitation]);
        expect(matched.map(({ arrival }) => arrival.id)).toEqual([invitedId]);
        const [first, second] = await Promise.all(
          [desk, otherDesk].map((each) => confirmArrival(each, invitedId, Date.now(), invitation.code)),
        );
        expect(second?.id).toBe(first?.id);
        expect(first?.visitorLanguage).toBe('ar');
        expect(await desk.invites.byCode(invitation.code)).toMatchObject({
          state: 'arrived',
          visitDocId: first?.id,
        });
        expect((await desk.contactless.arrival(walkInId)).status).toEqual({ state: 'waiting' });
        expect((await desk.contactless.arrival(invitedId)).status).toMatchObject({ state: 'checked-in' });
      },
      timeout,
    );

    it(
      'a checked-in visitor asks from the phone to leave; the desk checks them out once, and the phone is told',
      async () => {
        const { desk, otherDesk, company } = await desks(options);
        const { code } = await publishCode(desk);
        const phone = options.makePhone();
        const id = await phone.arrive(company, code, await arrivalFor(desk));
        await expect(phone.requestCheckout(company, id)).rejects.toMatchObject({ code: 'invalid-input' });
        await expect(checkOutLeaving(desk, id, Date.now())).rejects.toMatchObject({ code: 'invalid-input' });
        const visit = await confirmArrival(desk, id, Date.now());
        await phone.requestCheckout(company, id);
        await phone.requestCheckout(company, id);
        expect(await phone.arrivalStatus(company, id)).toEqual({ state: 'leaving', visitID: visit.visitID });
        // Live: the first answer may come from the desk's cache, from before the phone asked.
        const seen: Arrival[][] = [];
        const stop = desk.contactless.watchArrivals((arrivals) => seen.push(arrivals), fail);
        const states = () => seen.at(-1)?.map((arrival) => [arrival.id, arrival.status.state]);
        await expect.poll(states).toEqual([[id, 'leaving']]);
        const [closed] = await Promise.all([
          checkOutLeaving(desk, id, Date.now()),
          checkOutLeaving(otherDesk, id, Date.now()),
        ]);
        expect(closed).toMatchObject({ id: visit.id, checkedOut: true });
        expect(await phone.arrivalStatus(company, id)).toEqual({
          state: 'checked-out',
          visitID: visit.visitID,
        });
        expect((await desk.visits.visit(visit.id))?.checkedOut).toBe(true);
        await expect.poll(states).toEqual([]);
        stop();
      },
      timeout,
    );

    it(
      'an arrival waits for the desk; confirmed twice and from two desks it is one visit, whose ID reaches the phone',
      async () => {
        const { desk, otherDesk, company } = await desks(options);
        const { code } = await publishCode(desk);
        const phone = options.makePhone();
        const input = await arrivalFor(desk);
        const waiting: string[][] = [];
        const stop = desk.contactless.watchArrivals(
          (arrivals) => waiting.push(arrivals.map((arrival) => arrival.visitorEmail)),
          fail,
        );
        const id = await phone.arrive(company, code, input);
        await expect.poll(() => waiting.at(-1)).toEqual([input.visitorEmail]);
        expect(await phone.arrivalStatus(company, id)).toEqual({ state: 'waiting' });
        expect(await desk.contactless.arrival(id)).toMatchObject({
          ...input,
          id,
          status: { state: 'waiting' },
        });

        const [first, second] = await Promise.all([
          confirmArrival(desk, id, Date.now()),
          confirmArrival(otherDesk, id, Date.now()),
        ]);
        const again = await confirmArrival(desk, id, Date.now());
        expect(second.visitID).toBe(first.visitID);
        expect(again.visitID).toBe(first.visitID);
        const page = await desk.visits.page({ pageSize: 20, search: 'Zoya' });
        expect(page.visits.map((visit) => visit.visitorEmail)).toEqual([input.visitorEmail]);
        expect(page.visits[0]).toMatchObject({ whomToMeet: input.whomToMeet, checkedOut: false });
        // The visitor is in the register now: the next visit finds them by email.
        expect((await desk.visitors.findByEmail(input.visitorEmail))?.visitorName).toBe('Zoya Phone');
        expect(await phone.arrivalStatus(company, id)).toEqual({
          state: 'checked-in',
          visitID: first.visitID,
        });
        await expect.poll(() => waiting.at(-1)).toEqual([]);
        stop();
      },
      timeout,
    );

    it(
      'a declined arrival checks nobody in, and its phone is told',
      async () => {
        const { desk, company } = await desks(options);
        const { code } = await publishCode(desk);
        const phone = options.makePhone();
        const input = await arrivalFor(desk, { visitorName: 'Declan Phone' });
        const id = await phone.arrive(company, code, input);
        await desk.contactless.decline(id);
        expect(await phone.arrivalStatus(company, id)).toEqual({ state: 'declined' });
        await expect(confirmArrival(desk, id, Date.now())).rejects.toMatchObject({ code: 'invalid-input' });
        expect((await desk.visits.page({ pageSize: 20, search: 'Declan' })).visits).toEqual([]);
        // A phone cannot follow another company's arrival.
        const other = await desks(options);
        await expect(phone.arrivalStatus(other.company, id)).rejects.toMatchObject({ code: 'not-found' });
      },
      timeout,
    );

    it(
      `lets at most ${MAX_WAITING_ARRIVALS} arrivals wait, and takes more once the desk settles one`,
      async () => {
        const { desk, company } = await desks(options);
        const { code } = await publishCode(desk);
        const input = await arrivalFor(desk);
        const ids: string[] = [];
        for (let index = 0; index < MAX_WAITING_ARRIVALS; index++) {
          ids.push(
            await options.makePhone().arrive(company, code, { ...input, visitorEmail: uniqueEmail('q') }),
          );
        }
        const late = options.makePhone();
        await expect(late.arrive(company, code, input)).rejects.toMatchObject({ code: 'queue-full' });
        await desk.contactless.decline(ids[0] ?? '');
        await expect(late.arrive(company, code, input)).resolves.toEqual(expect.any(String));
      },
      timeout * 2,
    );

    it(
      'shows a required agreement with the code; the phone’s acceptance becomes the visit’s',
      async () => {
        const { desk, company } = await desks(options);
        const { version } = await desk.agreements.publish('Wear your badge at all times.');
        expect((await publishCode(desk)).site.agreement).toBeNull();
        await desk.settings.updateSite({ agreementRequired: true });
        const { code, site } = await publishCode(desk);
        expect(site.agreement).toEqual({ version, text: 'Wear your badge at all times.' });
        const phone = options.makePhone();
        expect((await phone.openCode(company, code)).agreement).toEqual(site.agreement);
        const agreement = { version, signedName: 'Zoya Phone', signature: '', signedAt: Date.now() };
        const id = await phone.arrive(company, code, await arrivalFor(desk, { agreement }));
        expect((await desk.contactless.arrival(id)).agreement).toEqual(agreement);
        const visit = await confirmArrival(desk, id, Date.now());
        expect(visit.agreement).toEqual(agreement);
        expect((await desk.visits.visit(visit.id))?.agreement).toEqual(agreement);
      },
      timeout,
    );
  });
}
