import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserTimeZone, siteDayOf } from '../../lib/siteDays';
import { checkInInput } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { companyWithMember } from '../../test/team';

/** The owner's audit screen, after the owner and a front-desk member each checked a visitor in. */
async function auditWithTwoCheckIns() {
  const team = await companyWithMember('frontdesk');
  await team.owner.visits.checkIn(checkInInput({ visitorName: 'Asha Rao' }));
  await team.member.visits.checkIn(checkInInput({ visitorName: 'Ravi Kumar' }));
  const view = await renderApp('/audit', {
    backend: team.owner,
    preloadedState: { session: { ...team.ownerSession, notice: null } },
  });
  return { ...team, view };
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Audit entries' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    )
    .map(([, action]) => action);

const whoOf = () =>
  within(screen.getByRole('table', { name: 'Audit entries' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the audit log', () => {
  it('lists who did what, newest first, and filters by person, action and site day', async () => {
    const { view } = await auditWithTwoCheckIns();
    expect(rows()).toEqual([
      'Checked a visitor in',
      'Checked a visitor in',
      'Changed the team',
      'Changed the team',
    ]);
    // The member's check-in, the owner's, the member joining, the owner inviting them.
    expect(whoOf()).toEqual([
      'Pat frontdesk (Front desk)',
      'Test Desk (Owner)',
      'Pat frontdesk (Front desk)',
      'Test Desk (Owner)',
    ]);
    // The log names records by their ids: no visitor's name is on it.
    expect(screen.queryByText(/Asha|Ravi/)).toBeNull();

    await view.user.selectOptions(screen.getByLabelText('Person'), 'Pat frontdesk (Front desk)');
    await view.settle();
    expect(whoOf()).toEqual(['Pat frontdesk (Front desk)', 'Pat frontdesk (Front desk)']);

    await view.user.selectOptions(screen.getByLabelText('Person'), 'Everyone');
    await view.user.selectOptions(screen.getByLabelText('Action'), 'Checked a visitor in');
    await view.settle();
    expect(rows()).toEqual(['Checked a visitor in', 'Checked a visitor in']);

    // The site's day: a new company's site keeps the browser's time zone.
    const today = siteDayOf(Date.now(), browserTimeZone()).label;
    const day = screen.getByLabelText('Day');
    await view.user.type(day, today);
    await view.settle();
    expect(rows()).toHaveLength(2);
    await view.user.clear(day);
    await view.user.type(day, '2020-01-01');
    await view.settle();
    expect(screen.getByText('No entries match these filters.')).toBeInTheDocument();
  });

  it('exports the log as filtered to CSV, names and ids, and says how many', async () => {
    const { view, memberSession } = await auditWithTwoCheckIns();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:audit';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await view.user.selectOptions(screen.getByLabelText('Person'), 'Pat frontdesk (Front desk)');
    await view.settle();
    await view.user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const lines = (await blobs[0]?.text())?.trim().split(/\r?\n/) ?? [];
    expect(lines[0]).toBe('When (UTC),When (site),Who,Member id,Action,Record,Count');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`Pat frontdesk (Front desk),${memberSession.member.id},Checked a visitor in,`);
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Exported 2 entries to audit-\d{4}-\d{2}-\d{2}\.csv\.$/,
    );
  });

  it('the dashboard shows who checked each visitor in, and lists one operator’s visits', async () => {
    const team = await companyWithMember('frontdesk');
    await team.owner.visits.checkIn(checkInInput({ visitorName: 'Asha Rao' }));
    await team.member.visits.checkIn(checkInInput({ visitorName: 'Ravi Kumar' }));
    const view = await renderApp('/admin_dashboard', {
      backend: team.owner,
      preloadedState: { session: { ...team.ownerSession, notice: null } },
    });
    const table = screen.getByRole('table', { name: 'Admin Panel' });
    expect(within(table).getByText('Asha Rao')).toBeInTheDocument();

    await view.user.selectOptions(screen.getByLabelText('Checked in by'), 'Pat frontdesk');
    await view.settle();
    expect(within(table).queryByText('Asha Rao')).toBeNull();
    await view.user.click(within(table).getByRole('button', { name: /^Details of Ravi Kumar/ }));
    await view.settle();
    const drawer = screen.getByRole('region', { name: /Ravi Kumar, visit/ });
    expect(within(drawer).getByText('Checked in by').nextElementSibling).toHaveTextContent('Pat frontdesk');
  });
});
