import { describe, expect, it } from 'vitest';
import { DAILY_MAIL_QUOTA, quotaSlotsToTry } from './firebaseMail';

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);

describe('the quota slots a mail tries', () => {
  it('are every slot past those used, each once', () => {
    for (const used of [0, 7, 480, DAILY_MAIL_QUOTA - 1]) {
      const slots = quotaSlotsToTry('visit-1_visitor', used);
      expect([...slots].sort((a, b) => a - b)).toEqual(range(used, DAILY_MAIL_QUOTA));
    }
    expect(quotaSlotsToTry('visit-1_visitor', DAILY_MAIL_QUOTA)).toEqual([]);
  });

  it('start near the next free slot, at a point each mail picks, the same for the same mail', () => {
    const mails = range(0, 16).flatMap((visit) => [
      `visit-${String(visit)}_visitor`,
      `visit-${String(visit)}_host`,
    ]);
    const starts = mails.map((mail) => quotaSlotsToTry(mail, 40)[0] ?? -1);
    for (const start of starts) expect(start).toBeGreaterThanOrEqual(40);
    for (const start of starts) expect(start).toBeLessThan(40 + 32);
    // Thirty-two mails sent at once do not all race for one slot.
    expect(new Set(starts).size).toBeGreaterThan(12);
    expect(quotaSlotsToTry('visit-3_host', 40)).toEqual(quotaSlotsToTry('visit-3_host', 40));
  });
});
