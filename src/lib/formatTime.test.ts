import { expect, it } from 'vitest';
import { formatVisitTime } from './formatTime';

it('shows times in the en-US locale and an empty checkout as "--"', () => {
  const at = Date.UTC(2026, 10, 22, 9, 30);
  expect(formatVisitTime(at)).toBe(new Date(at).toLocaleString('en-US'));
  expect(formatVisitTime(at)).toMatch(/^11\/22\/2026, \d{1,2}:\d{2}:\d{2} (AM|PM)$/);
  expect(formatVisitTime('')).toBe('--');
});
