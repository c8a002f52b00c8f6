import { createCommand } from '../../app/command';
import { BackendError } from '../../backend/errors';
import type { CompanyInput, HostImportRow, HostInput } from '../../backend/port/directory';
import type { ProfileChanges, SiteSettings } from '../../backend/port/settings';

/** The settings screen's writes. The site and the directory are live: every desk sees a change at once. */
export const saveProfile = createCommand(
  'settings/saveProfile',
  (changes: ProfileChanges, { backend }) => backend.settings.updateCompany(changes),
  { invalidates: ['Company'] },
);

export const saveSite = createCommand(
  'settings/saveSite',
  (changes: Partial<SiteSettings>, { backend }) => backend.settings.updateSite(changes),
  { invalidates: ['Site'] },
);

export const saveCompany = createCommand(
  'settings/saveCompany',
  (input: CompanyInput, { backend }) => backend.directory.saveCompany(input),
  { invalidates: ['Directory'] },
);

export const saveHost = createCommand(
  'settings/saveHost',
  (input: HostInput, { backend }) => backend.directory.saveHost(input),
  { invalidates: ['Directory'] },
);

export const importHosts = createCommand(
  'settings/importHosts',
  (rows: HostImportRow[], { backend }) => backend.directory.importHosts(rows),
  { invalidates: ['Directory'] },
);

export const resendVerification = createCommand(
  'settings/resendVerification',
  (_: undefined, { backend }) => {
    if (!backend.verification) throw new BackendError('invalid-input', 'This account needs no verification.');
    return backend.verification.resend();
  },
  { invalidates: ['Verification'] },
);
