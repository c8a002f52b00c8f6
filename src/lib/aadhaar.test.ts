import { describe, expect, it } from 'vitest';
import { aadhaarLast4, isValidAadhaar, verhoeffCheckDigit } from './aadhaar';

describe('Aadhaar validation', () => {
  it('computes the Verhoeff check digit of the textbook example', () => {
    expect(verhoeffCheckDigit('236')).toBe(3);
  });

  it('accepts 12 digits that pass the checksum, with or without group spaces', () => {
    expect(isValidAadhaar('234123412346')).toBe(true);
    expect(isValidAadhaar('2341 2341 2346')).toBe(true);
    expect(isValidAadhaar('2341-2341-2346')).toBe(true);
  });

  it('rejects a wrong check digit, a wrong length, letters and a leading 0 or 1', () => {
    expect(isValidAadhaar('234123412345')).toBe(false);
    expect(isValidAadhaar('23412341234')).toBe(false);
    expect(isValidAadhaar('2341234123467')).toBe(false);
    expect(isValidAadhaar('23412341234a')).toBe(false);
    const withLeading = (first: string) => {
      const body = `${first}3412341234`;
      return body + String(verhoeffCheckDigit(body));
    };
    expect(isValidAadhaar(withLeading('1'))).toBe(false);
    expect(isValidAadhaar(withLeading('0'))).toBe(false);
    expect(isValidAadhaar(withLeading('9'))).toBe(true);
  });

  it('keeps only the last four digits', () => {
    expect(aadhaarLast4('2341 2341 2346')).toBe('2346');
  });
});
