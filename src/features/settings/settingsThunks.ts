import { createCommand } from '../../app/command';
import { BackendError } from '../../backend/errors';
import type { CompanyInput, HostImportRow, HostInput } from '../../backend/port/directory';
import type { ProfileChanges, SiteChanges } from '../../backend/port/settings';
import type { VisitorType } from '../../backend/port/visitorTypes';
import { withRemovedQuestionsKept } from '../../backend/visitorTypeChecks';
import { t } from '../../lib/operatorText';

/** The settings screen's writes. The site and the directory are live: every desk sees a change at once. */
export const saveProfile = createCommand(
  'settings/saveProfile',
  (changes: ProfileChanges, { backend }) => backend.settings.updateCompany(changes),
  { invalidates: ['Company'] },
);

export const saveSite = createCommand(
  'settings/saveSite',
  (changes: SiteChanges, { backend }) => backend.settings.updateSite(changes),
  { invalidates: ['Site'] },
);

/** One visitor type, the questions its edit removed kept as past ones (their ids stay taken). */
export const saveVisitorType = createCommand(
  'settings/saveVisitorType',
  ({ type, earlier }: { type: VisitorType; earlier: VisitorType | undefined }, { backend }) =>
    backend.settings.saveVisitorType(withRemovedQuestionsKept(type, earlier)),
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
    if (!backend.verification)
      throw new BackendError('invalid-input', t('This account needs no verification.'));
    return backend.verification.resend();
  },
  { invalidates: ['Verification'] },
);
