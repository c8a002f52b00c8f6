import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { checkInInput } from '../../test/fixtures';
import { createLocalBackend } from './createLocalBackend';
import { openFrontdeskDb, type FrontdeskDb } from './db';
import { BLOCK_POSTINGS } from './gramBlocks';
import { hashPassword } from './passwordHash';
import { searchKeys, trigrams } from './searchKeys';

const PASSWORD = 'front-desk-password';
const HOUR = 60 * 60 * 1000;

/** A database as version 2 of the app left it: its stores and its rows, written without the app. */
async function versionTwoDatabase(name: string) {
  const old = new Dexie(name);
  old.version(1).stores({
    companies: 'id, &emailLower',
    settings: 'key',
    visitors: 'id, &[tenant+visitorEmailLower]',
    visits: 'id, [tenant+checkin_timestamp], [tenant+visitID], [tenant+open+checkin_timestamp]',
    visitSearch: 'id, [tenant+checkin_timestamp]',
    openVisitIds: '[tenant+visitID]',
    outbox: 'id, [tenant+at]',
  });
  old.version(2).stores({
    sites: 'tenant',
    directoryCompanies: 'id, tenant',
    hosts: 'id, tenant',
    outbox: null,
    mail: '[tenant+id], [tenant+at], [tenant+visitId]',
  });
  const start = Date.now() - 400 * HOUR;
  for (const [tenant, visits] of [
    ['tenant-a', 30],
    ['tenant-b', 7],
    // More visits of one name than a trigram block holds.
    ['tenant-c', 300],
  ] as const) {
    await old.table('companies').add({
      id: tenant,
      name: tenant,
      email: `${tenant}@example.com`,
      emailLower: `${tenant}@example.com`,
      mobile: '98765',
      aadhaarLast4: '2346',
      ...(await hashPassword(PASSWORD, 1000)),
      createdAt: start,
    });
    await old.table('visitors').add({
      id: `${tenant}-visitor`,
      tenant,
      visitorName: 'Priti Registered-Before',
      visitorEmail: `priti@${tenant}.example`,
      visitorEmailLower: `priti@${tenant}.example`,
      visitorMobile: '9123456780',
      imageUrl: '',
      captureImage: false,
      isImageCaptured: false,
    });
    for (let index = 0; index < visits; index++) {
      const { at, ...input } = checkInInput({
        visitorName: `${{ 'tenant-a': 'Asha', 'tenant-b': 'Bela', 'tenant-c': 'Cara' }[tenant]} Visitor ${index}`,
        companyName: index % 2 ? 'Globex Corporation' : 'Initech',
        at: start + index * HOUR,
      });
      const open = index === visits - 1;
      const id = `${tenant}-${index}`;
      // Every third visit has a host; the others are from before the directory, without the field.
      const { hostId: _none, ...withoutHost } = input;
      await old.table('visits').add({
        ...withoutHost,
        ...(index % 3 === 0 && { hostId: 'host-three' }),
        id,
        tenant,
        checkedOut: !open,
        checkin_timestamp: at,
        checkout_timestamp: open ? '' : at + 1000,
        visitID: 100000 + index,
        open: open ? 1 : 0,
      });
      await old.table('visitSearch').add({
        id,
        tenant,
        checkin_timestamp: at,
        text: `${input.visitorName}\n${input.companyName}`.toLowerCase(),
      });
      if (open) await old.table('openVisitIds').add({ tenant, visitID: 100000 + index, visitDocId: id });
    }
  }
  old.close();
}

/**
 * Every visit is listed, once, under each trigram of its name, in blocks of at most `BLOCK_POSTINGS`
 * that follow one another in time; the per-visit keys of versions 4 to 11 are gone.
 */
async function expectNameGramsInBlocks(db: FrontdeskDb) {
  expect((await db.open()).backendDB().objectStoreNames.contains('visitGrams')).toBe(false);
  const visits = await db.visits.toArray();
  const blocks = await db.gramBlocks.orderBy('[tenant+gram+newest]').toArray();
  for (const block of blocks) {
    expect(block.ids.length).toBeGreaterThan(0);
    expect(block.ids.length).toBeLessThanOrEqual(BLOCK_POSTINGS);
    expect(block.times).toEqual([...block.times].sort((a, b) => a - b));
    expect(block.newest).toBe(block.times.at(-1));
  }
  const listed = (tenant: string, gram: string) =>
    blocks.filter((block) => block.tenant === tenant && block.gram === gram);
  const cara = listed('tenant-c', 'car');
  expect(cara.map((block) => block.ids.length)).toEqual([128, 128, 44]);
  expect(cara.flatMap((block) => block.ids)).toEqual(
    Array.from({ length: 300 }, (_, index) => `tenant-c-${index}`),
  );
  for (const visit of visits) {
    for (const gram of trigrams(visit.visitorName)) {
      const holding = listed(visit.tenant, gram).filter((block) => block.ids.includes(visit.id));
      expect(holding).toHaveLength(1);
      const index = holding[0]?.ids.indexOf(visit.id) ?? -1;
      expect(holding[0]?.times[index]).toBe(visit.checkin_timestamp);
    }
  }
}

describe('local database upgrade from version 2 to the current one', () => {
  it('keeps every visit, indexes every search row, and counts each company’s visits once', async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    await versionTwoDatabase(name);
    const db = openFrontdeskDb(name);
    expect(await db.visits.count()).toBe(337);
    const rows = await db.visitSearch.toArray();
    expect(rows).toHaveLength(337);
    const first = rows.find((row) => row.id === 'tenant-a-0');
    expect(first?.company).toBe('initech');
    expect(first).not.toHaveProperty('keys');
    await expectNameGramsInBlocks(db);
    expect(await db.counters.toArray()).toEqual(
      expect.arrayContaining([
        { tenant: 'tenant-a', name: 'visits', value: 30 },
        { tenant: 'tenant-b', name: 'visits', value: 7 },
      ]),
    );
    // Visits an hour apart: one quarter-hour bucket each, holding one check-in.
    const buckets = await db.checkInBuckets
      .where('[tenant+bucket]')
      .between(['tenant-a', 0], ['tenant-a', Infinity])
      .toArray();
    expect(buckets).toHaveLength(30);
    expect(buckets.every((row) => row.count === 1 && row.bucket % (15 * 60_000) === 0)).toBe(true);
    expect((await db.visitCompanies.toArray()).map((row) => `${row.tenant}:${row.company}`).sort()).toEqual([
      'tenant-a:globex corporation',
      'tenant-a:initech',
      'tenant-b:globex corporation',
      'tenant-b:initech',
      'tenant-c:globex corporation',
      'tenant-c:initech',
    ]);
    db.close();

    const backend = createLocalBackend({ dbName: name });
    await backend.auth.signIn('tenant-a@example.com', PASSWORD);
    const page = await backend.visits.page({ pageSize: 5 });
    expect(page.total).toBe(30);
    expect(page.visits[0]?.visitorName).toBe('Asha Visitor 29');
    const found = await backend.visits.page({ pageSize: 50, search: 'visitor 1' });
    expect(found.visits.map((visit) => visit.visitorName)).toHaveLength(11);
    expect((await backend.visits.page({ pageSize: 50, search: 'globex' })).visits).toHaveLength(15);
    expect((await backend.visits.page({ pageSize: 50, search: 'bela' })).visits).toEqual([]);
    await backend.visits.checkIn(checkInInput());
    expect((await backend.visits.page({ pageSize: 5 })).total).toBe(31);
    // Visitors registered before the type-ahead are found by it, each by their own company only.
    const registered = await backend.visitors.search('pri', 10);
    expect(registered.map((visitor) => visitor.visitorEmail)).toEqual(['priti@tenant-a.example']);
    expect(await backend.visitors.search('9123', 10)).toHaveLength(1);
  });

  it('moves version 3’s trigram keys out of the search rows, and search still finds every visit', async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    await versionTwoDatabase(name);
    // Version 3 as it shipped: the keys inside the search rows.
    const v3 = new Dexie(name);
    v3.version(3).stores({
      companies: 'id, &emailLower',
      settings: 'key',
      visitors: 'id, &[tenant+visitorEmailLower]',
      visits: 'id, [tenant+checkin_timestamp], [tenant+visitID], [tenant+open+checkin_timestamp]',
      openVisitIds: '[tenant+visitID]',
      sites: 'tenant',
      directoryCompanies: 'id, tenant',
      hosts: 'id, tenant',
      mail: '[tenant+id], [tenant+at], [tenant+visitId]',
      visitSearch: 'id, [tenant+checkin_timestamp], [tenant+company+checkin_timestamp], *keys',
      visitCompanies: '[tenant+company]',
      counters: '[tenant+name]',
      checkInBuckets: '[tenant+bucket]',
    });
    await v3
      .table('visitSearch')
      .toCollection()
      .modify((row: { tenant: string; text: string; checkin_timestamp: number }) => {
        const [visitor = '', company = ''] = row.text.split('\n');
        Object.assign(row, { company, keys: searchKeys(row.tenant, visitor, row.checkin_timestamp) });
      });
    await v3.table('counters').bulkPut([{ tenant: 'tenant-a', name: 'visits', value: 30 }]);
    v3.close();

    const db = openFrontdeskDb(name);
    await expectNameGramsInBlocks(db);
    expect((await db.visitSearch.toArray()).some((row) => 'keys' in row)).toBe(false);
    db.close();
    const backend = createLocalBackend({ dbName: name });
    await backend.auth.signIn('tenant-a@example.com', PASSWORD);
    const found = await backend.visits.page({ pageSize: 50, search: 'visitor 1' });
    expect(found.visits).toHaveLength(11);
  });

  it('gives every search row its visit’s host, and lists by host, visit ID and email through the new indexes', async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    await versionTwoDatabase(name);
    const db = openFrontdeskDb(name);
    const rows = await db.visitSearch.where('id').startsWith('tenant-a-').toArray();
    expect(rows).toHaveLength(30);
    for (const row of rows) {
      expect(row.hostId).toBe(Number(row.id.split('-').at(-1)) % 3 === 0 ? 'host-three' : '');
    }
    db.close();

    const backend = createLocalBackend({ dbName: name });
    await backend.auth.signIn('tenant-a@example.com', PASSWORD);
    const byHost = await backend.visits.page({ pageSize: 50, filters: { hostId: 'host-three' } });
    expect(byHost.visits.map((visit) => visit.visitorName)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Asha Visitor ${String(27 - 3 * index)}`),
    );
    const since = Date.now() - 400 * HOUR + 25 * HOUR;
    const recent = await backend.visits.page({ pageSize: 50, filters: { hostId: 'host-three', since } });
    expect(recent.visits.map((visit) => visit.visitorName)).toEqual(['Asha Visitor 27']);
    const byId = await backend.visits.page({ pageSize: 5, search: '100012' });
    expect(byId.visits.map((visit) => visit.visitorName)).toEqual(['Asha Visitor 12']);
    const byEmail = await backend.visits.page({ pageSize: 50, search: 'ASHA@example.com' });
    expect(byEmail.visits).toHaveLength(30);
    expect((await backend.visits.page({ pageSize: 50, filters: { onSite: true } })).visits).toHaveLength(1);
    // Version 18 gave every search row its visit's type: the type filter finds the visits from before it.
    const byType = await backend.visits.page({ pageSize: 50, filters: { visitType: 'Meeting' } });
    expect(byType.visits).toHaveLength(30);
    expect((await backend.visits.page({ pageSize: 50, filters: { visitType: 'Interview' } })).visits).toEqual(
      [],
    );
    // The visit ID's index still serves the lookups by ID alone.
    await expect(backend.visits.checkOutByVisitId(100012, Date.now())).rejects.toThrow();
    await backend.visits.checkOutByVisitId(100029, Date.now());
  });
});
