import { expect, it } from 'vitest';
import { allocateVisitId, randomVisitId } from './visitId';

it('derives a 6-digit number from a random decimal', () => {
  expect(randomVisitId(() => 0)).toBe(100000);
  expect(randomVisitId(() => 0.999999999)).toBe(999999);
  for (let index = 0; index < 1000; index++) expect(String(randomVisitId())).toMatch(/^[1-9]\d{5}$/);
});

it('skips IDs that are taken and gives up after too many tries', async () => {
  const draws = [0, 0, 0.5];
  const taken = new Set([100000]);
  const id = await allocateVisitId(
    (candidate) => Promise.resolve(taken.has(candidate)),
    () => draws.shift() ?? 0,
  );
  expect(id).toBe(550000);
  await expect(allocateVisitId(() => Promise.resolve(true), Math.random, 5)).rejects.toThrow(/free visit ID/);
});
