import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/port/backend';
import type { HostImportRow } from '../../src/backend/port/directory';
import { isValidTimeZone } from '../../src/lib/siteDays';
import { fail, signedInBackend, type ContractOptions } from './backendContract';
import { SPEC_VISITOR_TYPES } from '../../src/backend/visitorTypes';

const names = (backend: Backend) =>
  backend.directory.list().then(({ hosts }) => hosts.map((host) => host.name));

const importRow = (index: number, overrides: Partial<HostImportRow> = {}): HostImportRow => ({
  name: `Imported Host ${index}`,
  email: `host${index}@initech.example`,
  phone: '',
  company: 'Initech',
  active: true,
  ...overrides,
});

/** The company's settings and its directory of companies and hosts. */
export function describeDirectoryContract(
  adapterName: string,
  options: ContractOptions,
  timeout: number,
): void {
  describe(`${adapterName} backend: settings and directory`, () => {
    it(
      'starts a company with the spec’s two companies and three example hosts at its own email, and a site',
      async () => {
        const backend = await signedInBackend(options);
        const { companies, hosts } = await backend.directory.list();
        const details = await backend.settings.company();
        expect(companies.map((company) => company.name)).toEqual(['Acme Corporation', 'Globex Corporation']);
        expect(hosts.map((host) => host.name)).toEqual(['Anita Desai', 'Priya Sharma', 'Rahul Verma']);
        expect(hosts.every((host) => host.example && host.active && host.email === details.email)).toBe(true);
        expect(details).toMatchObject({ name: 'Acme Front Desk', aadhaarLast4: '2346' });
        const site = await backend.settings.site();
        expect(isValidTimeZone(site.timeZone)).toBe(true);
        // Contactless check-in starts with no position, no geofence, and the desk confirming everyone.
        expect(site).toMatchObject({
          position: null,
          radiusMetres: 150,
          geofence: false,
          arrivalPolicy: 'desk-confirms',
          autoCheckoutHours: null,
        });
      },
      timeout,
    );

    it(
      'adds, edits and deactivates hosts, live; the profile and the site change',
      async () => {
        const backend = await signedInBackend(options);
        const { companies } = await backend.directory.list();
        const acme = companies[0]?.id ?? '';
        const seen: string[][] = [];
        const stop = backend.directory.watch(
          ({ hosts }) => seen.push(hosts.filter((host) => host.active).map((host) => host.email)),
          fail,
        );
        const added = await backend.directory.saveHost({
          name: 'Meera Nair',
          email: 'meera@acme.example',
          phone: '98765',
          companyId: acme,
          active: true,
        });
        expect(added).toMatchObject({ name: 'Meera Nair', example: false, companyId: acme });
        await expect.poll(() => seen.at(-1)).toContain('meera@acme.example');
        await backend.directory.saveHost({ ...added, name: 'Meera N.', email: 'meera.n@acme.example' });
        await backend.directory.saveHost({
          ...added,
          name: 'Meera N.',
          email: 'meera.n@acme.example',
          active: false,
        });
        await expect.poll(() => seen.at(-1)).not.toContain('meera.n@acme.example');
        const stored = (await backend.directory.list()).hosts.find((host) => host.id === added.id);
        expect(stored).toMatchObject({ name: 'Meera N.', email: 'meera.n@acme.example', active: false });
        stop();

        const company = await backend.directory.saveCompany({ name: 'Initech', active: true });
        await backend.directory.saveCompany({ ...company, active: false });
        expect(
          (await backend.directory.list()).companies.find((each) => each.id === company.id)?.active,
        ).toBe(false);

        await backend.settings.updateCompany({ name: 'Acme Lobby', mobile: '91234' });
        expect(await backend.settings.company()).toMatchObject({ name: 'Acme Lobby', mobile: '91234' });
        await backend.settings.updateSite({ timeZone: 'Asia/Kolkata' });
        expect((await backend.settings.site()).timeZone).toBe('Asia/Kolkata');
        const contactless = {
          position: { latitude: 12.9716, longitude: 77.5946 },
          radiusMetres: 300,
          geofence: true,
          arrivalPolicy: 'invited-check-in',
        } as const;
        await backend.settings.updateSite(contactless);
        expect(await backend.settings.site()).toEqual({
          timeZone: 'Asia/Kolkata',
          ...contactless,
          autoCheckoutHours: null,
          privacyPolicyUrl: '',
          retentionDays: 180,
          agreementRequired: false,
          autoPrintBadge: false,
          visitorTypes: SPEC_VISITOR_TYPES,
        });
        await backend.settings.updateSite({ privacyPolicyUrl: 'https://acme.example/privacy' });
        expect((await backend.settings.site()).privacyPolicyUrl).toBe('https://acme.example/privacy');
        await backend.settings.updateSite({ autoCheckoutHours: 12 });
        expect(await backend.settings.site()).toMatchObject({ ...contactless, autoCheckoutHours: 12 });
        await backend.settings.updateSite({ autoCheckoutHours: null });
        expect((await backend.settings.site()).autoCheckoutHours).toBeNull();
        // Kept 180 days unless changed; null keeps it until erased.
        await backend.settings.updateSite({ retentionDays: null });
        expect((await backend.settings.site()).retentionDays).toBeNull();
        await backend.settings.updateSite({ retentionDays: 30 });
        expect((await backend.settings.site()).retentionDays).toBe(30);
      },
      timeout,
    );

    it(
      'imports hosts all or nothing: new companies added, hosts matched by email updated',
      async () => {
        const backend = await signedInBackend(options);
        const rows = [
          importRow(1),
          importRow(2),
          importRow(3, { company: 'Acme Corporation', active: false }),
        ];
        expect(await backend.directory.importHosts(rows)).toEqual({ added: 3, updated: 0 });
        const { companies, hosts } = await backend.directory.list();
        expect(companies.map((company) => company.name)).toContain('Initech');
        expect(hosts.find((host) => host.email === 'host3@initech.example')).toMatchObject({ active: false });

        const before = await names(backend);
        const bad = [importRow(1, { name: 'Renamed' }), ...[4, 5, 6, 7, 8].map((index) => importRow(index))];
        bad[5] = importRow(7, { email: 'not-an-email' });
        await expect(backend.directory.importHosts(bad)).rejects.toMatchObject({
          code: 'invalid-input',
          message: 'Host 6: “not-an-email” is not one email address',
        });
        expect(await names(backend)).toEqual(before);

        expect(await backend.directory.importHosts([importRow(1, { name: 'Renamed' })])).toEqual({
          added: 0,
          updated: 1,
        });
        expect(await names(backend)).toContain('Renamed');
      },
      timeout,
    );
  });
}
