import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noRecords, STOPPED_RUN_MS } from '../../backend/port/privacy';
import { checkInInput, uniqueEmail, visitorInput } from '../../test/fixtures';
import { newLocalBackend, renderApp, TEST_COMPANY } from '../../test/renderApp';
import { readRetention } from '../settings/RetentionForm';
import { describeCounts, erasureProgressText, heldRecords } from './recordCounts';

const DAY = 24 * 60 * 60_000;

/** Whether closing the tab now would ask first. */
function leaving() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function deskWithVisitor(name: string, daysAgo: number) {
  const backend = newLocalBackend();
  await backend.auth.registerCompany(TEST_COMPANY);
  await backend.auth.signIn(TEST_COMPANY.email, TEST_COMPANY.password);
  const email = uniqueEmail('erin');
  await backend.visitors.add(visitorInput({ visitorName: name, visitorEmail: email }));
  const visit = await backend.visits.checkIn(
    checkInInput({ visitorName: name, visitorEmail: email, at: Date.now() - daysAgo * DAY }),
  );
  await backend.visits.checkOutByVisitId(visit.visitID, visit.checkin_timestamp + 60_000);
  return { backend, email, visit };
}

describe('privacy', () => {
  it('says what a run did in words, and reads the retention period as typed', () => {
    expect(heldRecords({ ...noRecords(), visits: 2, visitors: 1 })).toEqual(['2 visits', '1 registration']);
    expect(describeCounts({ ...noRecords(), visits: 1, mail: 2, invites: 1, rollCalls: 1 })).toBe(
      '1 visit anonymised; 1 invitation and 2 mails deleted; the name removed from 1 roll call',
    );
    expect(describeCounts({ ...noRecords(), rollCalls: 3 }, 'retention')).toBe('3 roll calls deleted');
    expect(describeCounts(noRecords(), 'retention')).toBe('nothing to change');
    expect(erasureProgressText('erin@example.com', noRecords())).toBe(
      'Erasing everything held about erin@example.com…',
    );
    expect(erasureProgressText('erin@example.com', { ...noRecords(), mail: 1_200, rollCalls: 1 })).toBe(
      'Erasing everything held about erin@example.com… So far: 1,200 mails deleted; the name removed from 1 roll call.',
    );
    expect(readRetention(' 90 ', false)).toEqual({ retentionDays: 90 });
    expect(readRetention('', true)).toEqual({ retentionDays: null });
    for (const days of ['', '0', '3651', '1.5', 'ninety']) {
      expect(readRetention(days, false)).toEqual({
        problem: 'Enter a whole number of days from 1 to 3650, or choose to keep it.',
      });
    }
  });

  it('finds what is held by email, erases it after a confirmation, and logs the erasure without the person', async () => {
    const { backend, email, visit } = await deskWithVisitor('Erin Erased', 1);
    const view = await renderApp('/privacy_requests', { signedIn: true, backend });
    await view.user.type(
      await screen.findByLabelText('Visitor’s email', {}, { timeout: 5000 }),
      email.toUpperCase(),
    );
    await view.user.click(screen.getByRole('button', { name: 'Find' }));
    const held = await screen.findByRole('region', { name: `Held about ${email}` });
    expect(within(held).getByText('Name: Erin Erased')).toBeInTheDocument();
    expect(
      within(held)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 visit', '1 registration']);

    await view.user.click(within(held).getByRole('button', { name: 'Erase their data' }));
    await view.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(await view.backend.visitors.findByEmail(email)).not.toBeNull();
    await view.user.click(within(held).getByRole('button', { name: 'Erase their data' }));
    // The erasure waits here until released: what shows while it runs.
    let release: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => (release = resolve));
    const erase = backend.privacy.erase.bind(backend.privacy);
    backend.privacy.erase = async (...args) => {
      await waiting;
      return erase(...args);
    };
    await view.user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, erase' }),
    );
    expect(await screen.findByText(`Erasing everything held about ${email}…`)).toHaveAttribute(
      'role',
      'status',
    );
    expect(leaving()).toBe(true);
    act(() => release());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Erased ${email}: 1 visit anonymised; 1 registration deleted.`,
    );
    expect(screen.queryByText(/^Erasing everything/)).not.toBeInTheDocument();
    expect(leaving()).toBe(false);
    expect(await view.backend.visitors.findByEmail(email)).toBeNull();
    expect(await view.backend.visits.visit(visit.id)).toMatchObject({ visitorName: '', visitorEmail: '' });
    const log = await screen.findByRole('table', { name: /newest first/ });
    await waitFor(() => expect(within(log).getByText('Erasure on request')).toBeInTheDocument());
    expect(log).not.toHaveTextContent('Erin');

    await view.user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`Nothing is held about ${email}.`);
  });

  it('applies the retention period when the desk opens, and keeps everything when set to keep it', async () => {
    const { backend, visit } = await deskWithVisitor('Olga Old', 200);
    await backend.settings.updateSite({ retentionDays: null });
    const settings = await renderApp('/settings/privacy', { signedIn: true, backend });
    const kept = await screen.findByRole('form', { name: 'Data retention' }, { timeout: 5000 });
    expect(within(kept).getByLabelText('Keep it until erased on request')).toBeChecked();
    expect(await settings.backend.privacy.log(5)).toEqual([]);
    expect(await settings.backend.visits.visit(visit.id)).toMatchObject({ visitorName: 'Olga Old' });
    settings.unmount();

    await settings.backend.settings.updateSite({ retentionDays: 180 });
    const reopened = await renderApp('/admin_dashboard', { signedIn: true, backend });
    await waitFor(async () => expect(await reopened.backend.privacy.log(5)).toHaveLength(1), {
      timeout: 5000,
    });
    expect(await reopened.backend.visits.visit(visit.id)).toMatchObject({ visitorName: '', imageUrl: '' });
    expect(await screen.findByText('Anonymised', {}, { timeout: 5000 })).toBeInTheDocument();
    reopened.unmount();

    // Once a day for the company: opening again the same day runs nothing; saving a new period runs at once.
    const again = await renderApp('/settings/privacy', { signedIn: true, backend });
    const form = await screen.findByRole('form', { name: 'Data retention' }, { timeout: 5000 });
    expect(await again.backend.privacy.log(5)).toHaveLength(1);
    const days = within(form).getByLabelText('Keep visitors’ personal data for (days)');
    await again.user.clear(days);
    await again.user.type(days, '30');
    await again.user.click(within(form).getByRole('button', { name: 'Save retention' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Saved: visits older than 30 days are anonymised and other visitor records deleted.',
    );
    await waitFor(async () => expect(await again.backend.privacy.log(5)).toHaveLength(2), { timeout: 5000 });
  }, 30_000);

  it('finishes a retention run that stopped midway: from the log by hand, and by itself when a desk opens', async () => {
    const stopRun = async (backend: Awaited<ReturnType<typeof deskWithVisitor>>['backend']) => {
      await backend.settings.updateSite({ retentionDays: 180 });
      const closed = new Error('the page closed');
      await expect(
        backend.privacy.applyRetention(Date.now() - 180 * DAY, Date.now(), () => {
          throw closed;
        }),
      ).rejects.toBe(closed);
    };
    const first = await deskWithVisitor('Sam Stopped', 200);
    await stopRun(first.backend);

    // Just stopped: no desk finishes it by itself yet (it may still be going on elsewhere); the log offers to.
    const view = await renderApp('/privacy_requests', { signedIn: true, backend: first.backend });
    const log = await screen.findByRole('table', { name: /newest first/ }, { timeout: 5000 });
    const row = within(log).getByRole('row', { name: /Retention period/ });
    expect(row).toHaveTextContent(
      'Not finished: 1 visit anonymised; 1 registration deleted so far (saved at',
    );
    expect(await view.backend.privacy.unfinished()).toHaveLength(1);
    await view.user.click(within(row).getByRole('button', { name: 'Finish it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Retention period finished: 1 visit anonymised; 1 registration deleted.',
    );
    await waitFor(() =>
      expect(within(log).getByRole('row', { name: /Retention period/ })).not.toHaveTextContent(
        'Not finished',
      ),
    );
    expect(await view.backend.privacy.unfinished()).toEqual([]);
    view.unmount();

    // Stopped for longer than a run ever goes without saving: the next desk that opens finishes it.
    const second = await deskWithVisitor('Stan Stopped', 200);
    await stopRun(second.backend);
    const later = () => Date.now() + STOPPED_RUN_MS + 60_000;
    const reopened = await renderApp('/admin_dashboard', {
      signedIn: true,
      backend: second.backend,
      now: later,
    });
    await waitFor(async () => expect(await reopened.backend.privacy.unfinished()).toEqual([]), {
      timeout: 5000,
    });
    expect(await reopened.backend.privacy.log(5)).toMatchObject([
      { status: 'finished', counts: { visits: 1 } },
    ]);
  }, 30_000);

  it('says what stays erased when an erasure stops midway, and where to finish it', async () => {
    const { backend, email } = await deskWithVisitor('Hana Halfway', 1);
    const view = await renderApp('/privacy_requests', { signedIn: true, backend });
    await view.user.type(await screen.findByLabelText('Visitor’s email', {}, { timeout: 5000 }), email);
    await view.user.click(screen.getByRole('button', { name: 'Find' }));
    const held = await screen.findByRole('region', { name: `Held about ${email}` });
    // The network goes after the first kind of record (as a Firestore erasure's batches can).
    backend.privacy.erase = (_email, _at, onProgress) => {
      onProgress?.({ ...noRecords(), mail: 1 });
      return Promise.reject(new Error('The network is gone'));
    };
    await view.user.click(within(held).getByRole('button', { name: 'Erase their data' }));
    await view.user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, erase' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not erase: The network is gone. Anything already erased shows in the log below as not finished: finish it there.',
    );
  });
});
