import { describe, expect, it } from 'vitest';
import type { MailRequest, MailTransport } from '../../src/backend/port/mail';
import { checkInInput } from '../../src/test/fixtures';
import { fail, signedInBackend, type ContractOptions } from './backendContract';

const request = (visitId: string, kind: MailRequest['kind'], to = 'asha@example.com'): MailRequest => ({
  visitId,
  kind,
  to,
  template: {
    name: kind === 'visitor' ? 'visitId' : 'hostArrival',
    data: { visitorName: 'Asha Rao', checkinTime: '11/23/2026, 9:30:00 AM' },
  },
});

/**
 * A browser transport whose provider fails until told otherwise, and which keeps what it was given: the
 * one thing a contract case cannot have for real is a third party's endpoint.
 */
function providerTransport() {
  const delivered: MailRequest[] = [];
  const provider = { failing: true };
  const transport: MailTransport = {
    name: 'http',
    deliver(mail) {
      delivered.push(mail);
      return provider.failing
        ? Promise.reject(new Error(`HTTP 500 from the provider (${delivered.length})`))
        : Promise.resolve({ status: 'sent', detail: 'HTTP 200' });
    },
  };
  return { transport, delivered, provider };
}

/** Mail recorded per visit and kind, and delivered by the browser (outbox and HTTP transports). */
export function describeMailContract(adapterName: string, options: ContractOptions, timeout: number): void {
  describe(`${adapterName} backend: mail`, () => {
    it(
      'records one mail per visit and kind, by template, never HTML: a repeat returns the first',
      async () => {
        const backend = await signedInBackend(options);
        const visit = await backend.visits.checkIn(checkInInput());
        const first = await backend.mail.send(request(visit.id, 'visitor'));
        expect(first).toMatchObject({
          id: `${visit.id}_visitor`,
          transport: 'outbox',
          status: 'stored',
          detail: 'Kept in the outbox; not sent over the network',
          attempts: 1,
          to: 'asha@example.com',
        });
        expect(first.template).toEqual(request(visit.id, 'visitor').template);
        const again = await backend.mail.send({
          ...request(visit.id, 'visitor'),
          to: 'someone.else@example.com',
        });
        expect(again).toEqual(first);
        await backend.mail.send(request(visit.id, 'host', 'hosts@example.com'));
        const recorded = await backend.mail.forVisits([visit.id]);
        expect(recorded.map((mail) => mail.kind).sort()).toEqual(['host', 'visitor']);
        expect(recorded.find((mail) => mail.kind === 'visitor')).toEqual(first);
        expect(JSON.stringify(recorded)).not.toMatch(/<p>|bodyHtml/);
      },
      timeout,
    );

    it(
      'delivers through its transport, records a failure with its reason, and retries a failed mail',
      async () => {
        const { transport, delivered, provider } = providerTransport();
        const backend = await signedInBackend(options, transport);
        const visit = await backend.visits.checkIn(checkInInput());
        const states: string[] = [];
        const stop = backend.mail.watchForVisits(
          [visit.id],
          (mail) => states.push(mail.map((each) => `${each.status}:${each.attempts}`).join()),
          fail,
        );
        const failed = await backend.mail.send(request(visit.id, 'visitor'));
        expect(failed).toMatchObject({
          id: `${visit.id}_visitor`,
          transport: 'http',
          status: 'failed',
          detail: 'HTTP 500 from the provider (1)',
          attempts: 1,
        });
        expect(delivered).toEqual([request(visit.id, 'visitor')]);
        await expect.poll(() => states.at(-1)).toBe('failed:1');
        expect(await backend.mail.forVisits([visit.id])).toEqual([failed]);
        // A repeat neither records nor delivers it again: retrying does.
        expect(await backend.mail.send(request(visit.id, 'visitor'))).toEqual(failed);
        expect(delivered).toHaveLength(1);

        provider.failing = false;
        const sent = await backend.mail.retry(failed.id);
        expect(sent).toMatchObject({ status: 'sent', detail: 'HTTP 200', attempts: 2 });
        expect(delivered).toHaveLength(2);
        await expect.poll(() => states.at(-1)).toBe('sent:2');
        expect(await backend.mail.forVisits([visit.id])).toEqual([sent]);
        await expect(backend.mail.retry(failed.id)).rejects.toMatchObject({ code: 'invalid-input' });
        expect(delivered).toHaveLength(2);
        stop();
      },
      timeout,
    );

    it(
      'stops retrying after three attempts',
      async () => {
        const { transport, delivered } = providerTransport();
        const backend = await signedInBackend(options, transport);
        const visit = await backend.visits.checkIn(checkInInput());
        const { id } = await backend.mail.send(request(visit.id, 'host', 'hosts@example.com'));
        expect(await backend.mail.retry(id)).toMatchObject({ status: 'failed', attempts: 2 });
        expect(await backend.mail.retry(id)).toMatchObject({
          status: 'failed',
          attempts: 3,
          detail: 'HTTP 500 from the provider (3)',
        });
        await expect(backend.mail.retry(id)).rejects.toMatchObject({ code: 'invalid-input' });
        expect(delivered).toHaveLength(3);
        const [last] = await backend.mail.forVisits([visit.id]);
        expect(last).toMatchObject({ status: 'failed', attempts: 3 });
      },
      timeout,
    );

    it(
      'refuses to retry a mail that did not fail',
      async () => {
        const backend = await signedInBackend(options);
        const visit = await backend.visits.checkIn(checkInInput());
        const { id } = await backend.mail.send(request(visit.id, 'visitor'));
        await expect(backend.mail.retry(id)).rejects.toMatchObject({ code: 'invalid-input' });
        expect((await backend.mail.forVisits([visit.id]))[0]).toMatchObject({
          status: 'stored',
          attempts: 1,
        });
      },
      timeout,
    );

    it(
      'lists the newest mail first, live, and keeps it to its company',
      async () => {
        const backend = await signedInBackend(options);
        const stranger = await signedInBackend(options);
        const lists: string[][] = [];
        const stop = backend.mail.watchRecent(10, (mail) => lists.push(mail.map((each) => each.kind)), fail);
        await expect.poll(() => lists.at(-1)).toEqual([]);
        const visit = await backend.visits.checkIn(checkInInput());
        await backend.mail.send(request(visit.id, 'visitor'));
        await new Promise((resolve) => setTimeout(resolve, 5));
        await backend.mail.send(request(visit.id, 'host', 'hosts@example.com'));
        await expect.poll(() => lists.at(-1)).toEqual(['host', 'visitor']);
        stop();
        expect(await stranger.mail.recent(10)).toEqual([]);
        expect(await stranger.mail.forVisits([visit.id])).toEqual([]);
      },
      timeout,
    );
  });
}
