import { describe, expect, it } from 'vitest';
import { checkInInput, companyInput, uniqueEmail, visitorInput } from '../../test/fixtures';
import type { Backend } from '../port/backend';
import { noRecords } from '../port/privacy';
import { testLocalBackend } from '../../test/localBackend';
import { openFrontdeskDb } from './db';

const NAME = 'Quentin Zebulon';
const PHOTO = 'data:image/jpeg;base64,UVVFTlRJTlpFQg==';
const SIGNATURE = 'data:image/png;base64,U0lHTkFUVVJF';

async function signedIn(dbName: string): Promise<{ backend: Backend; tenant: string }> {
  const backend = testLocalBackend({ dbName });
  const company = companyInput();
  await backend.auth.registerCompany(company);
  const session = await backend.auth.signIn(company.email, company.password);
  return { backend, tenant: session.company.id };
}

/** A visitor with a registration, two visits (one with a signed agreement), their mail, an invitation and a hold. */
async function visitorEverywhere(desk: Backend, email: string) {
  await desk.visitors.add(visitorInput({ visitorName: NAME, visitorEmail: email, imageUrl: PHOTO }));
  const { version } = await desk.agreements.publish('House rules.');
  for (const daysAgo of [3, 1]) {
    const visit = await desk.visits.checkIn(
      checkInInput({
        visitorName: NAME,
        visitorEmail: email,
        imageUrl: PHOTO,
        at: Date.now() - daysAgo * 86_400_000,
        agreement: { version, signedName: NAME, signature: SIGNATURE, signedAt: Date.now() },
      }),
    );
    await desk.mail.send({
      visitId: visit.id,
      kind: 'host',
      to: visit.whomToMeetEmail,
      template: { name: 'hostArrival', data: { visitorName: NAME } },
    });
    await desk.visits.checkOutByVisitId(visit.visitID, Date.now());
  }
  const [host] = (await desk.directory.list()).hosts;
  if (!host) throw new Error('no host');
  await desk.watchlist.recordHold({
    id: crypto.randomUUID(),
    entryId: 'entry',
    reason: 'Test',
    visitorName: NAME,
    visitorEmail: email,
    decision: 'turned-away',
    note: '',
    at: Date.now(),
    visitDocId: '',
  });
}

/** Every row of every table, as text, by table. */
async function everyRow(dbName: string): Promise<Map<string, string[]>> {
  const db = openFrontdeskDb(dbName);
  const tables = new Map<string, string[]>();
  for (const table of db.tables)
    tables.set(
      table.name,
      (await table.toArray()).map((row) => JSON.stringify(row)),
    );
  db.close();
  return tables;
}

describe('local erasure', () => {
  it('is one transaction: interrupted halfway, it leaves every row as it was, with no log entry', async () => {
    const dbName = `erase-whole-${crypto.randomUUID()}`;
    const { backend: desk } = await signedIn(dbName);
    const email = uniqueEmail('quentin');
    await visitorEverywhere(desk, email);
    const before = await everyRow(dbName);
    let steps = 0;
    // The third step told (the roll calls, after the mail) stops it, as a tab closed there would.
    const interrupted = desk.privacy.erase(email, Date.now(), () => {
      steps += 1;
      if (steps === 3) throw new Error('The tab closed');
    });
    await expect(interrupted).rejects.toThrow('The tab closed');
    expect(await everyRow(dbName)).toEqual(before);
    expect(await desk.privacy.log(10)).toEqual([]);

    const erased = await desk.privacy.erase(email, Date.now());
    expect(erased.counts).toMatchObject({ visits: 2, visitors: 1, holds: 1 });
  });

  it('leaves no row of any table holding the email, the name, the photo or the signature; other rows unchanged', async () => {
    const dbName = `erasure-${crypto.randomUUID()}`;
    const { backend: desk } = await signedIn(dbName);
    const { backend: other, tenant: otherTenant } = await signedIn(dbName);
    const email = uniqueEmail('quentin');
    await visitorEverywhere(desk, email);
    await visitorEverywhere(other, email);
    const staying = await desk.visits.checkIn(checkInInput({ visitorName: 'Stella Staying' }));
    const before = await everyRow(dbName);
    const held = [...before.values()].flat().filter((row) => row.toLowerCase().includes(email));
    expect(held).toHaveLength(8);

    await desk.privacy.erase(email.toUpperCase(), Date.now());

    const after = await everyRow(dbName);
    for (const [table, rows] of after) {
      const mine = rows.filter((row) => !row.includes(otherTenant));
      for (const row of mine) {
        // Lowercased: the search rows keep the name lowercased.
        expect(`${table}: ${row.toLowerCase()}`).not.toContain(NAME.toLowerCase());
        expect(row.toLowerCase()).not.toContain(email);
        expect(row).not.toContain(PHOTO);
        expect(row).not.toContain(SIGNATURE);
      }
      // The other company's rows are exactly as they were.
      expect(rows.filter((row) => row.includes(otherTenant))).toEqual(
        (before.get(table) ?? []).filter((row) => row.includes(otherTenant)),
      );
    }
    expect(after.get('visits')?.length).toBe(before.get('visits')?.length);
    // Not even which visits held a trigram of the name stays in the search index.
    const db = openFrontdeskDb(dbName);
    const erased = (await db.visits.toArray()).filter((row) => row.anonymisedAt !== undefined);
    expect(erased).toHaveLength(2);
    const indexed = (await db.gramBlocks.toArray()).flatMap((block) => block.ids);
    expect(indexed).toContain(staying.id);
    for (const visit of erased) expect(indexed).not.toContain(visit.id);
    db.close();
    expect(await desk.visits.visit(staying.id)).toEqual(staying);
  });
});

describe('local retention', () => {
  it('logs exactly what a run did when it stops between two steps, and its resume counts on from there', async () => {
    const dbName = `retain-stopped-${crypto.randomUUID()}`;
    const { backend: desk } = await signedIn(dbName);
    await visitorEverywhere(desk, uniqueEmail('quentin'));
    const cutoff = Date.now() + 1;
    let reports = 0;
    // The second report (after the arrivals, before the invitations and the mail) stops it, as a tab
    // closed there would.
    const stopped = desk.privacy.applyRetention(cutoff, Date.now(), () => {
      reports += 1;
      if (reports === 2) throw new Error('The tab closed');
    });
    await expect(stopped).rejects.toThrow('The tab closed');

    const [entry] = await desk.privacy.unfinished();
    if (!entry) throw new Error('the stopped run left no log entry');
    expect(entry.counts).toEqual({ ...noRecords(), visits: 2, visitors: 1 });
    const db = openFrontdeskDb(dbName);
    expect((await db.visits.toArray()).filter((row) => row.anonymisedAt !== undefined)).toHaveLength(2);
    expect(await db.mail.count()).toBe(2);
    db.close();

    const finished = await desk.privacy.resume(entry.id);
    expect(finished.counts).toEqual({ ...noRecords(), visits: 2, visitors: 1, mail: 2, holds: 1 });
    expect(await desk.privacy.unfinished()).toEqual([]);
  });
});
