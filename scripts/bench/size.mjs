// One visit count, measured in a fresh on-disk browser profile: register and sign in, seed in bulk,
// weigh IndexedDB, restart the browser on the same profile (a desk opens its browser on data written long
// ago), then time the dashboard, search and Check In, and, at the largest size, the naive design.
import { loadavg } from 'node:os';
import { createProfileDir, indexedDbBytes, launchProfile, removeProfileDir } from './browser.mjs';
import { entriesPerVisit } from './entries.mjs';
import { measureDashboard, naiveBaseline, timeCheckIn } from './measure.mjs';
import { DB_NAME, makePhotos, seedVisits } from './seed.mjs';
import { ensureSignedIn, registerAndSignIn, tenantOf } from './session.mjs';
import { visitStoreName } from './visits.mjs';

/** One size in a fresh on-disk profile: seed, weigh, restart, measure. The profile is removed after. */
export async function measureSize({ base, builder, visits, runs, batch, naive, cleanups, log }) {
  const userDataDir = createProfileDir(visits);
  const removeProfile = () => removeProfileDir(userDataDir);
  cleanups.add(removeProfile);
  let browser = null;
  try {
    browser = await launchProfile(userDataDir);
    const credentials = await registerAndSignIn(browser.page, base);
    const tenant = await tenantOf(browser.page);
    const photos = await makePhotos(browser.page);
    log(`${visits.toLocaleString('en-US')} visits: seeding…`);
    const seedSeconds = await seedVisits(browser.page, {
      ...builder,
      tenant,
      photos,
      total: visits,
      batchSize: batch,
      log,
    });
    const bytes = indexedDbBytes(userDataDir);
    const entries = await entriesPerVisit(browser.page, DB_NAME, visits);
    // The machine may be shared: the load during seeding says how much of it the bench had.
    const seedLoad = Math.round(loadavg()[1] * 10) / 10;
    log(
      `  seeded in ${seedSeconds} s (load average ${seedLoad}); IndexedDB ${(bytes / 1048576).toFixed(1)} MB, ` +
        `${entries.perVisit.toFixed(1)} rows and index entries per visit`,
    );
    // No seeding leftovers in the measured browser.
    await browser.context.close();
    browser = await launchProfile(userDataDir);
    const { page } = browser;
    const signedInAgain = await ensureSignedIn(page, base, credentials);
    if (signedInAgain) log('  the session did not survive the restart: signed in again');
    const result = {
      visits,
      seedSeconds,
      seedLoad,
      indexedDbBytes: bytes,
      entries,
      firstPage: [],
      coldSearch: null,
    };
    Object.assign(result, { heapBytes: null, keystrokes: [], alreadyShown: 0, checkIn: [], errors: [] });
    // A step that fails is reported with the figures of the others.
    const attempt = async (what, step) => {
      try {
        await step();
      } catch (error) {
        result.errors.push(`${what}: ${error.message.split('\n')[0]}`);
        log(`  ${what} failed: ${error.message.split('\n')[0]}`);
      }
    };
    await attempt('dashboard', () => measureDashboard(page, base, runs, result));
    await attempt('check-in', async () => {
      for (let run = 0; run < runs; run++) result.checkIn.push(await timeCheckIn(page, base));
    });
    if (naive) {
      log('  naive baseline: reading every visit…');
      await attempt('naive baseline', async () => {
        const store = visitStoreName(builder.buildRows, tenant, photos);
        result.naive = await naiveBaseline(await browser.context.newPage(), base, store);
      });
      result.naive ??= { error: result.errors.at(-1) };
    }
    log(`  measured ${visits.toLocaleString('en-US')} visits`);
    return result;
  } finally {
    await browser?.context.close().catch(() => {});
    removeProfile();
    cleanups.delete(removeProfile);
  }
}
