import { describe, expect, it } from 'vitest';
import { companyGrams, searchGrams } from './visitSearch';

describe('visit search grams', () => {
  const visit = { visitorName: 'Asha', companyName: 'GloBex' };

  it('grams a company name alone, lowercased, each once', () => {
    expect(companyGrams({ companyName: 'Abab' }).sort()).toEqual(['a', 'ab', 'aba', 'b', 'ba', 'bab'].sort());
  });

  it('keeps the company’s grams within the visit’s (the rules check searchGrams.hasAll(companyGrams))', () => {
    expect(searchGrams(visit)).toEqual(expect.arrayContaining(companyGrams(visit)));
    expect(searchGrams(visit)).toContain('ash');
    expect(companyGrams(visit)).not.toContain('ash');
  });

  it('stays within the rules’ bound of three grams a character', () => {
    const long = { visitorName: 'Zyxwvutsrqponmlk', companyName: 'Abcdefghij Klmnop' };
    expect(companyGrams(long).length).toBeLessThanOrEqual(3 * long.companyName.length);
    expect(searchGrams(long).length).toBeLessThanOrEqual(
      3 * (long.visitorName.length + long.companyName.length),
    );
  });
});
