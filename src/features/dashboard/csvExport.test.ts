// @vitest-environment happy-dom
import Papa from 'papaparse';
import { expect, it, vi } from 'vitest';
import { checkInInput, visitRecord } from '../../test/fixtures';
import { newLocalBackend, TEST_COMPANY } from '../../test/renderApp';
import { neutralizeFormula } from '../../lib/csv';
import { EXPORT_PAGE_SIZE, exportCsvParts, visitsToCsv } from './csvExport';

const visit = visitRecord;

it('writes a header row and one row per visit, with "--" for an open visit', () => {
  const csv = visitsToCsv([
    visit({ visitorName: 'Asha, "the" Rao', checkin_timestamp: Date.UTC(2026, 10, 22, 9) }),
    visit({ visitorName: 'Ravi', checkedOut: true, checkout_timestamp: Date.UTC(2026, 10, 22, 10) }),
  ]);
  const rows = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
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

it('adds a column per question ever asked, after the spec’s, naming by id a label two questions share', () => {
  const questions = [
    { id: 'qemploy01', label: 'Employer' },
    { id: 'qcarrie01', label: 'Carrier' },
    { id: 'qemploy02', label: 'Employer' },
  ];
  const answered = visit({
    visitType: 'Contractor',
    answers: {
      qemploy01: { question: 'Employer', value: '=cmd' },
      qemploy02: { question: 'Employer', value: 'yes' },
    },
  });
  const rows = Papa.parse<string[]>(visitsToCsv([answered, visit()], questions), {
    skipEmptyLines: true,
  }).data;
  expect(rows[0]?.slice(10)).toEqual(['Employer (qemploy01)', 'Carrier', 'Employer (qemploy02)']);
  expect(rows[1]?.slice(10)).toEqual(["'=cmd", '', 'Yes']);
  expect(rows[2]?.slice(10)).toEqual(['', '', '']);
});

it('neutralises cells a spreadsheet would run as formulas', () => {
  expect(neutralizeFormula('=HYPERLINK("http://evil")')).toBe(`'=HYPERLINK("http://evil")`);
  for (const start of ['+', '-', '@', '\t', '\r']) expect(neutralizeFormula(`${start}1`)).toBe(`'${start}1`);
  expect(neutralizeFormula('Asha')).toBe('Asha');
  const rows = Papa.parse<string[]>(visitsToCsv([visit({ companyName: '=cmd|"/c calc"!A1' })]), {
    skipEmptyLines: true,
  }).data;
  expect(rows[1]?.[4]).toBe(`'=cmd|"/c calc"!A1`);
});

it('streams the export page by page, each page read once, newest first, telling the rows written after each', async () => {
  const backend = newLocalBackend();
  await backend.auth.registerCompany(TEST_COMPANY);
  await backend.auth.signIn(TEST_COMPANY.email, TEST_COMPANY.password);
  const count = 5;
  for (let index = 0; index < count; index++) {
    await backend.visits.checkIn(
      checkInInput({ visitorName: `Visitor ${index}`, at: 1_700_000_000_000 + index }),
    );
  }
  // The export asks for pages of EXPORT_PAGE_SIZE; the backend answers pages of 2 here, so that three pages
  // take five visits instead of a thousand (the adapters' own paging is the contract suite's).
  const page = backend.visits.page.bind(backend.visits);
  const reads = vi.fn((query: Parameters<typeof page>[0]) => page({ ...query, pageSize: 2 }));
  backend.visits.page = reads;
  const heard: number[] = [];
  const { parts, rows } = await exportCsvParts(backend, { search: '' }, (written) => heard.push(written));
  expect(rows).toBe(count);
  expect(heard).toEqual([2, 4, count]);
  expect(reads.mock.calls.map(([query]) => query.pageSize)).toEqual([
    EXPORT_PAGE_SIZE,
    EXPORT_PAGE_SIZE,
    EXPORT_PAGE_SIZE,
  ]);
  expect(reads.mock.calls.map(([query]) => query.after === null)).toEqual([true, false, false]);
  const lines = Papa.parse<string[]>(await new Blob(parts).text(), { skipEmptyLines: true }).data;
  expect(lines).toHaveLength(count + 1);
  expect(lines.map((line) => line[0])).toEqual([
    'Visitor',
    'Visitor 4',
    'Visitor 3',
    'Visitor 2',
    'Visitor 1',
    'Visitor 0',
  ]);
});
