import Papa from 'papaparse';
import { expect, it } from 'vitest';
import { checkInInput } from '../../../tests/contract/backendContract';
import type { Visit } from '../../backend/types';
import { neutralizeFormula, visitsToCsv } from './csvExport';

function visit(overrides: Partial<Visit>): Visit {
  const { at, ...input } = checkInInput();
  return {
    ...input,
    checkedOut: false,
    checkin_timestamp: at,
    checkout_timestamp: '',
    visitID: 123456,
    ...overrides,
  };
}

it('writes a header row and one row per visit, with "--" for an open visit', () => {
  const csv = visitsToCsv([
    visit({ visitorName: 'Asha, "the" Rao', checkin_timestamp: Date.UTC(2026, 10, 22, 9) }),
    visit({ visitorName: 'Ravi', checkedOut: true, checkout_timestamp: Date.UTC(2026, 10, 22, 10) }),
  ]);
  const rows = Papa.parse<string[]>(csv).data;
  expect(rows[0]).toEqual([
    'Visitor',
    'Email',
    'Mobile',
    'Visit Type',
    'Company',
    'Whom To Meet',
    'Check-in',
    'Check-out',
    'Visit ID',
    'Status',
  ]);
  expect(rows[1]?.[0]).toBe('Asha, "the" Rao');
  expect(rows[1]?.[7]).toBe('--');
  expect(rows[1]?.[9]).toBe('On site');
  expect(rows[2]?.[7]).toBe(new Date(Date.UTC(2026, 10, 22, 10)).toLocaleString('en-US'));
  expect(rows[2]?.[9]).toBe('Checked out');
  expect(rows).toHaveLength(3);
});

it('neutralises cells a spreadsheet would run as formulas', () => {
  expect(neutralizeFormula('=HYPERLINK("http://evil")')).toBe(`'=HYPERLINK("http://evil")`);
  for (const start of ['+', '-', '@', '\t', '\r']) expect(neutralizeFormula(`${start}1`)).toBe(`'${start}1`);
  expect(neutralizeFormula('Asha')).toBe('Asha');
  const rows = Papa.parse<string[]>(visitsToCsv([visit({ companyName: '=cmd|"/c calc"!A1' })])).data;
  expect(rows[1]?.[4]).toBe(`'=cmd|"/c calc"!A1`);
});
