import { describe, expect, it } from 'vitest';
import { createFirebaseBackend } from '../../src/backend/firebase/createFirebaseBackend';
import { BackendError } from '../../src/backend/errors';
import type { Visit } from '../../src/backend/port/visits';
import { checkInInput, companyInput } from '../../src/test/fixtures';
import { joinedMember } from '../contract/teamContract';
import { emulatorSettings, verifyEmailOf } from './emulators';

const codeOf = (error: Error) => (error instanceof BackendError ? error.code : error.message);

let apps = 0;
const options = {
  makeBackend: () => {
    apps += 1;
    return Promise.resolve(createFirebaseBackend(emulatorSettings, { appName: `revocation-${apps}` }));
  },
  visitIdCollisions: { checkIns: 1, pool: 2, atOnce: 1 },
  verifyEmail: verifyEmailOf,
};

describe('deactivating a member on Firestore', () => {
  it('refuses their open listeners from then on, with permission denied: they hear no visit checked in after it', async () => {
    const owner = await options.makeBackend();
    const company = companyInput();
    await owner.auth.registerCompany(company);
    await owner.auth.signIn(company.email, company.password);
    const member = await joinedMember(options, owner, 'frontdesk');

    const heard: Visit[][] = [];
    const refused: Error[] = [];
    const stop = member.backend.visits.watchOnSite(
      (visits) => heard.push(visits),
      (error) => refused.push(error),
    );
    const before = await owner.visits.checkIn(checkInInput());
    await expect.poll(() => heard.at(-1)?.map((visit) => visit.id)).toEqual([before.id]);

    await owner.team.update(member.session.member.id, { active: false });
    const after = await owner.visits.checkIn(checkInInput());
    // The server re-checks the open listener against the rules as the company's data changes: refused.
    await expect.poll(() => refused.map(codeOf), { timeout: 10_000 }).toContain('permission');
    stop();
    expect(heard.some((visits) => visits.some((visit) => visit.id === after.id))).toBe(false);
  }, 60_000);
});
