import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackendError } from '../../backend/errors';
import type { Backend } from '../../backend/port/backend';
import { noRecords, type PrivacyPort } from '../../backend/port/privacy';
import { retentionProgressText } from '../privacy';
import { checkInInput, uniqueEmail, visitorInput } from '../../test/fixtures';
import { newLocalBackend, renderApp, TEST_COMPANY } from '../../test/renderApp';

const DAY = 24 * 60 * 60_000;

/** A company keeping data for 180 days, with a registered visitor last seen 100 days ago. */
async function deskWithOldVisitor(privacy: (port: PrivacyPort) => Partial<PrivacyPort> = () => ({})) {
  const local = newLocalBackend();
  await local.auth.registerCompany(TEST_COMPANY);
  await local.auth.signIn(TEST_COMPANY.email, TEST_COMPANY.password);
  await local.settings.updateSite({ retentionDays: 180 });
  const email = uniqueEmail('vera');
  await local.visitors.add(visitorInput({ visitorName: 'Vera Old', visitorEmail: email }));
  const visit = await local.visits.checkIn(
    checkInInput({ visitorName: 'Vera Old', visitorEmail: email, at: Date.now() - 100 * DAY }),
  );
  await local.visits.checkOutByVisitId(visit.visitID, visit.checkin_timestamp + 60_000);
  const backend: Backend = { ...local, privacy: { ...local.privacy, ...privacy(local.privacy) } };
  return { backend, email, visit };
}

/** The settings screen once the desk's daily run (nothing to do at 180 days) is logged. */
async function retentionForm(backend: Backend) {
  const view = await renderApp('/settings/privacy', { signedIn: true, backend });
  const form = await screen.findByRole('form', { name: 'Data retention' }, { timeout: 5000 });
  await waitFor(async () => expect(await backend.privacy.log(5)).toHaveLength(1), { timeout: 5000 });
  return { view, form };
}

async function shortenTo(view: Awaited<ReturnType<typeof renderApp>>, form: HTMLElement, days: string) {
  const field = within(form).getByLabelText('Keep visitors’ personal data for (days)');
  await view.user.clear(field);
  await view.user.type(field, days);
  await view.user.click(within(form).getByRole('button', { name: 'Save retention' }));
}

describe('retention period', () => {
  it('says how far a run has got against what it was expected to change', () => {
    const expected = { ...noRecords(), visits: 1340, mail: 40, visitors: 12 };
    expect(retentionProgressText({ anonymised: 200, deleted: 0 }, expected)).toBe(
      'Anonymised 200 of 1,340 visits…',
    );
    expect(retentionProgressText({ anonymised: 1340, deleted: 12 }, expected)).toBe(
      'Anonymised 1,340 of 1,340 visits; deleted 12 of 52 records…',
    );
    expect(retentionProgressText({ anonymised: 0, deleted: 3 }, { ...noRecords(), mail: 5 })).toBe(
      'Deleted 3 of 5 records…',
    );
  });

  it('asks before a shorter period anonymises anything, saves nothing on Cancel, then applies it with a summary', async () => {
    const { backend, email, visit } = await deskWithOldVisitor();
    const { view, form } = await retentionForm(backend);

    await shortenTo(view, form, '30');
    const question = await within(form).findByRole('alertdialog');
    expect(question).toHaveTextContent(
      'Shortening to 30 days will anonymise 1 visit and delete 1 registration now. This cannot be undone.',
    );
    expect(within(question).getByRole('button', { name: 'Apply and save' })).toHaveClass('button-danger');
    await view.user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(within(form).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect((await backend.settings.site()).retentionDays).toBe(180);
    expect(await backend.visits.visit(visit.id)).toMatchObject({ visitorName: 'Vera Old' });

    await shortenTo(view, form, '30');
    await view.user.click(
      within(await within(form).findByRole('alertdialog')).getByRole('button', { name: 'Apply and save' }),
    );

    expect(
      await within(form).findByText('Done: 1 visit anonymised; 1 registration deleted.'),
    ).toHaveAttribute('role', 'status');
    expect((await backend.settings.site()).retentionDays).toBe(30);
    expect(await backend.visits.visit(visit.id)).toMatchObject({ visitorName: '', visitorEmail: '' });
    expect(await backend.visitors.findByEmail(email)).toBeNull();
    expect(await backend.privacy.log(5)).toHaveLength(2);
  }, 30_000);

  it('saves at once when nothing would change, or the period grows', async () => {
    const { backend, visit } = await deskWithOldVisitor();
    const { view, form } = await retentionForm(backend);

    await shortenTo(view, form, '120');
    expect(await within(form).findByText(/^Saved: visits older than 120 days/)).toBeInTheDocument();
    expect(within(form).queryByRole('alertdialog')).not.toBeInTheDocument();
    await shortenTo(view, form, '365');
    expect(await within(form).findByText(/^Saved: visits older than 365 days/)).toBeInTheDocument();
    expect((await backend.settings.site()).retentionDays).toBe(365);
    await waitFor(async () => expect(await backend.privacy.log(5)).toHaveLength(3), { timeout: 5000 });
    expect(await backend.visits.visit(visit.id)).toMatchObject({ visitorName: 'Vera Old' });
  }, 30_000);

  it('shows a failed count as an error, saving nothing', async () => {
    const { backend } = await deskWithOldVisitor(() => ({
      retentionPreview: () => Promise.reject(new BackendError('network', 'The server is unreachable.')),
    }));
    const { view, form } = await retentionForm(backend);

    await shortenTo(view, form, '30');

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Could not count what it would change, so nothing was saved: The server is unreachable.',
    );
    expect(within(form).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect((await backend.settings.site()).retentionDays).toBe(180);
  }, 30_000);

  it('tells the run’s progress, and asks before the tab closes while it runs', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Only the run the form starts is held: the desk's daily run on opening goes through.
    let held = false;
    const { backend } = await deskWithOldVisitor((port) => ({
      applyRetention: async (cutoff, at, onProgress) => {
        if (held) {
          onProgress?.({ anonymised: 1, deleted: 0 });
          await gate;
        }
        return port.applyRetention(cutoff, at, onProgress);
      },
    }));
    const { view, form } = await retentionForm(backend);
    await shortenTo(view, form, '30');
    held = true;
    await view.user.click(
      within(await within(form).findByRole('alertdialog')).getByRole('button', { name: 'Apply and save' }),
    );

    expect(
      await within(form).findByText('Anonymised 1 of 1 visits; deleted 0 of 1 records…'),
    ).toHaveAttribute('role', 'status');
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    release();
    expect(await within(form).findByText(/^Done: 1 visit anonymised/)).toBeInTheDocument();
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  }, 30_000);
});
