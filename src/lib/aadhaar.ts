/** Aadhaar numbers: 12 digits, the first 2–9, the last a Verhoeff check digit. */

const MULTIPLICATION = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];

const PERMUTATION = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

function table(rows: number[][], row: number, column: number): number {
  return rows[row]?.[column] ?? 0;
}

function verhoeffChecksum(digits: string): number {
  let check = 0;
  digits
    .split('')
    .reverse()
    .forEach((digit, position) => {
      check = table(MULTIPLICATION, check, table(PERMUTATION, position % 8, Number(digit)));
    });
  return check;
}

/** The digit to append to `digits` so the whole passes the Verhoeff check. */
export function verhoeffCheckDigit(digits: string): number {
  return INVERSE[verhoeffChecksum(digits + '0')] ?? 0;
}

/** Accepts spaces or hyphens between groups, as printed on the card. */
export function normalizeAadhaar(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function isValidAadhaar(input: string): boolean {
  const digits = normalizeAadhaar(input);
  return /^[2-9]\d{11}$/.test(digits) && verhoeffChecksum(digits) === 0;
}

/** All we keep of an Aadhaar number. */
export function aadhaarLast4(input: string): string {
  return normalizeAadhaar(input).slice(-4);
}
