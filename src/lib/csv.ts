import { downloadFile } from './download';

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula;
 * a leading apostrophe makes it plain text (OWASP "CSV injection").
 */
export function neutralizeFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** Hands a CSV file to the browser as a download. */
export const downloadCsv = (parts: BlobPart[], fileName: string) =>
  downloadFile(parts, fileName, 'text/csv;charset=utf-8');
