import { describe, expect, it } from 'vitest';
import type { MailRequest } from '../../src/backend/port/mail';
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

/** Mail recorded per visit and kind, as the browser delivers it (outbox and HTTP transports). */
export function describeMailContract(adapterName: string, options: ContractOptions, timeout: number): void {
  describe(`${adapterName} backend: mail`, () => {
    it(
      'records one mail per visit and kind: a repeat returns the first, by template, never HTML',
      async () => {
        const backend = await signedInBackend(options);
        const visit = await backend.visits.checkIn(checkInInput());
        const first = await backend.mail.queue(request(visit.id, 'visitor'));
        expect(first).toMatchObject({
          id: `${visit.id}_visitor`,
          status: 'queued',
          attempts: 0,
          to: 'asha@example.com',
        });
        expect(first.template).toEqual(request(visit.id, 'visitor').template);
        const again = await backend.mail.queue({
          ...request(visit.id, 'visitor'),
          to: 'someone.else@example.com',
        });
        expect(again).toEqual(first);
        await backend.mail.queue(request(visit.id, 'host', 'hosts@example.com'));
        const recorded = await backend.mail.forVisits([visit.id]);
        expect(recorded.map((mail) => mail.kind).sort()).toEqual(['host', 'visitor']);
        expect(JSON.stringify(recorded)).not.toMatch(/<p>|bodyHtml/);
      },
      timeout,
    );

    it(
      'moves a mail from queued to failed, retried, then sent, and stops retrying after three attempts',
      async () => {
        const backend = await signedInBackend(options);
        const visit = await backend.visits.checkIn(checkInInput());
        const states: string[] = [];
        const stop = backend.mail.watchForVisits(
          [visit.id],
          (mail) => states.push(mail.map((each) => `${each.status}:${each.attempts}`).join()),
          fail,
        );
        const { id } = await backend.mail.queue(request(visit.id, 'visitor'));
        await expect.poll(() => states.at(-1)).toBe('queued:0');
        await backend.mail.recordDelivery(id, { status: 'failed', detail: 'HTTP 500 from the provider' });
        await expect.poll(() => states.at(-1)).toBe('failed:1');
        expect((await backend.mail.forVisits([visit.id]))[0]?.detail).toBe('HTTP 500 from the provider');
        await expect(backend.mail.retry(id)).resolves.toMatchObject({ status: 'queued' });
        await expect(backend.mail.retry(id)).rejects.toMatchObject({ code: 'invalid-input' });
        await backend.mail.recordDelivery(id, { status: 'sent', detail: 'HTTP 200' });
        await expect.poll(() => states.at(-1)).toBe('sent:2');
        stop();

        const other = await backend.visits.checkIn(checkInInput());
        const { id: failing } = await backend.mail.queue(request(other.id, 'host', 'hosts@example.com'));
        for (let attempt = 1; attempt <= 3; attempt++) {
          await backend.mail.recordDelivery(failing, { status: 'failed', detail: `attempt ${attempt}` });
          if (attempt < 3) await backend.mail.retry(failing);
        }
        await expect(backend.mail.retry(failing)).rejects.toMatchObject({ code: 'invalid-input' });
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
        await backend.mail.queue(request(visit.id, 'visitor'));
        await new Promise((resolve) => setTimeout(resolve, 5));
        await backend.mail.queue(request(visit.id, 'host', 'hosts@example.com'));
        await expect.poll(() => lists.at(-1)).toEqual(['host', 'visitor']);
        stop();
        expect(await stranger.mail.recent(10)).toEqual([]);
        expect(await stranger.mail.forVisits([visit.id])).toEqual([]);
      },
      timeout,
    );
  });
}
