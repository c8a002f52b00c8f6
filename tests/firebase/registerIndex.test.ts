import { describe, expect, it } from 'vitest';
import { createFirebaseBackend } from '../../src/backend/firebase/createFirebaseBackend';
import { visitorDocId } from '../../src/backend/firebase/firebaseVisitors';
import { companyInput, visitorInput } from '../../src/test/fixtures';
import { emulatorSettings, writeAsOwner } from './emulators';

describe('the register type-ahead on Firestore, for visitors registered before it', () => {
  it('indexes an older visitor when first looked up by email, and finds them by name from then on', async () => {
    const backend = createFirebaseBackend(emulatorSettings, { appName: 'register-index' });
    const company = companyInput();
    await backend.auth.registerCompany(company);
    const { company: profile } = await backend.auth.signIn(company.email, company.password);
    // A register entry as the app wrote it before the type-ahead: no searchPrefixes.
    const older = visitorInput({ visitorName: 'Priti Before', visitorEmail: 'priti.before@example.com' });
    const path = `companies/${profile.id}/visitorRegister/${await visitorDocId(older.visitorEmail)}`;
    await writeAsOwner([{ path, data: { ...older, visitorEmailLower: older.visitorEmail } }]);

    expect(await backend.visitors.search('priti', 5)).toEqual([]);
    const found = await backend.visitors.findByEmail('PRITI.BEFORE@example.com');
    expect(found?.visitorName).toBe('Priti Before');
    // Indexed in the background of the lookup: found by the type-ahead once that write is in.
    await expect
      .poll(async () =>
        (await backend.visitors.search('priti bef', 5)).map((visitor) => visitor.visitorEmail),
      )
      .toEqual(['priti.before@example.com']);
  });
});
