import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkInInput } from '../../test/fixtures';
import { selectFromApi } from '../../app/api';
import type { AppStore } from '../../shell/store';
import { BackendError } from '../../backend/errors';
import type { Backend } from '../../backend/port/backend';
import { visitsApi } from '../../shared/visitsApi';
import { EXPORT_PAGE_SIZE } from './csvExport';
import { selectVisitQuery } from './dashboardSlice';
import { newLocalBackend, renderApp, signedInBackend } from '../../test/renderApp';

const HOUR = 60 * 60 * 1000;

/** Visits one hour apart, the last one newest; names "Visitor 1".."Visitor n". */
async function seed(backend: Backend, count: number, companyName = 'Initech') {
  const start = Date.now() - count * HOUR;
  for (let index = 1; index <= count; index++) {
    await backend.visits.checkIn(
      checkInInput({ visitorName: `Visitor ${index}`, companyName, at: start + index * HOUR }),
    );
  }
}

async function dashboardWith(count: number) {
  const backend = await signedInBackend();
  await seed(backend, count);
  const view = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
  await view.user.click(await screen.findByRole('link', { name: 'Go to Admin Dashboard' }));
  await screen.findByRole('table', { name: 'Admin Panel' });
  return view;
}

/** The page the dashboard shows, from the API cache: the store holds that page, not the history. */
const shownPage = (store: AppStore) =>
  selectFromApi((state) => visitsApi.endpoints.visitPage.select(selectVisitQuery(state))(state))(
    store.getState(),
  ).data;

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Admin Panel' }))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('admin dashboard', () => {
  it('says it is loading, then shows an empty state for a company with no visits', async () => {
    const view = await renderApp('/admin_dashboard', { signedIn: true, settle: false });
    expect(await screen.findByText('Loading Admin Dashboard..')).toBeInTheDocument();
    expect(await screen.findByText(/No visits yet/)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(shownPage(view.store)?.total).toBe(0);
  });

  it('shows the failure instead of loading forever when the visits cannot be read', async () => {
    const backend = newLocalBackend();
    const unavailable = new BackendError('unknown', 'The visits store is unavailable');
    const failing: Backend = {
      ...backend,
      visits: {
        ...backend.visits,
        page: () => Promise.reject(unavailable),
        watchPage: (_query, _listener, onError) => {
          onError(unavailable);
          return () => undefined;
        },
      },
    };
    await renderApp('/admin_dashboard', { signedIn: true, backend: failing });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the visits: The visits store is unavailable',
    );
    expect(screen.queryByText('Loading Admin Dashboard..')).not.toBeInTheDocument();
  });

  it('shows 20 visits by default, newest first, with "--" for an open visit', async () => {
    await dashboardWith(23);
    expect(rowNames()).toHaveLength(20);
    expect(rowNames()[0]).toBe('Visitor 23');
    expect(rowNames()[19]).toBe('Visitor 4');
    const firstRow = screen.getAllByRole('row')[1];
    expect(within(firstRow as HTMLElement).getByText('--')).toBeInTheDocument();
    expect(within(firstRow as HTMLElement).getByText('On site')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Whom To Meet' })).toBeInTheDocument();
  });

  it('pages with Previous and Next within bounds, at 10 and 5 entries per page', async () => {
    const view = await dashboardWith(12);
    expect(screen.getByLabelText('Entries per page')).toHaveValue('20');
    await view.user.selectOptions(screen.getByLabelText('Entries per page'), '5');
    await waitFor(() => expect(rowNames()).toHaveLength(5));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rowNames()[0]).toBe('Visitor 7'));
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rowNames()).toEqual(['Visitor 2', 'Visitor 1']));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await view.user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(rowNames()[0]).toBe('Visitor 7'));
    await view.user.selectOptions(screen.getByLabelText('Entries per page'), '10');
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(shownPage(view.store)?.visits).toHaveLength(10);
  });

  it('waits for the next page before leading on, so quick clicks never show a page under another number', async () => {
    const view = await dashboardWith(12);
    await view.user.selectOptions(screen.getByLabelText('Entries per page'), '5');
    await waitFor(() => expect(rowNames()).toHaveLength(5));
    const next = screen.getByRole('button', { name: 'Next' });
    fireEvent.click(next);
    // The second click lands while page 2 loads: the page on screen has no say in what comes after page 2.
    expect(next).toBeDisabled();
    fireEvent.click(next);
    await waitFor(() => expect(rowNames()[0]).toBe('Visitor 7'));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await view.user.click(next);
    await waitFor(() => expect(rowNames()).toEqual(['Visitor 2', 'Visitor 1']));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  });

  it('searches visitor and company names ignoring case, capped at 20 characters', async () => {
    const backend = await signedInBackend();
    await backend.visits.checkIn(checkInInput({ visitorName: 'Zara Khan', companyName: 'Umbrella' }));
    await backend.visits.checkIn(checkInInput({ visitorName: 'Omar', companyName: 'Globex Corporation' }));
    await backend.visits.checkIn(checkInInput({ visitorName: 'Ravi Globe', companyName: 'Hooli' }));
    const view = await renderApp('/admin_dashboard', { signedIn: true, backend });
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    const search = screen.getByLabelText('Search');
    expect(search).toHaveAttribute('maxLength', '20');
    await view.user.type(search, 'gLoB');
    await waitFor(() => expect(rowNames()).toEqual(['Ravi Globe', 'Omar']));
    await view.user.clear(search);
    await view.user.type(search, 'UMBRELLA');
    await waitFor(() => expect(rowNames()).toEqual(['Zara Khan']));
    await view.user.clear(search);
    await view.user.type(search, 'nobody at all');
    expect(await screen.findByText('No visits match “nobody at all”.')).toBeInTheDocument();
    await view.user.clear(search);
    await view.user.paste('x'.repeat(30));
    expect(view.store.getState().dashboard?.search).toHaveLength(20);
    expect(await screen.findByText(`No visits match “${'x'.repeat(20)}”.`)).toBeInTheDocument();
  });

  it('updates live when a visit is checked in or out, with the header counts', async () => {
    const backend = newLocalBackend();
    await renderApp('/admin_dashboard', { signedIn: true, backend });
    await screen.findByText(/No visits yet/);
    // Another desk checks a visitor in and out: this one hears of it through its listeners.
    const visit = await act(() => backend.visits.checkIn(checkInInput({ visitorName: 'Walk In' })));
    await waitFor(() => expect(rowNames()).toEqual(['Walk In']));
    const onSite = () => screen.getByText('On site now').nextElementSibling?.textContent;
    await waitFor(() => expect(onSite()).toBe('1'));
    expect(screen.getByText("Today's check-ins").nextElementSibling).toHaveTextContent('1');
    await act(() => backend.visits.checkOutByVisitId(visit.visitID, Date.now()));
    await waitFor(() => expect(screen.getByText('Checked out')).toBeInTheDocument());
    await waitFor(() => expect(onSite()).toBe('0'));
    expect(screen.getByRole('img', { name: /Check-ins per day/ })).toBeInTheDocument();
  });

  it('checks an open visit out from its row, after asking', async () => {
    const view = await dashboardWith(2);
    const table = screen.getByRole('table', { name: 'Admin Panel' });
    const [newest] = (await view.backend.visits.onSite()).filter(
      (visit) => visit.visitorName === 'Visitor 2',
    );
    await view.user.click(
      within(table).getByRole('button', { name: `Check out Visitor 2 (visit ID ${newest?.visitID})` }),
    );
    await view.user.click(within(table).getByRole('button', { name: 'Yes, check out' }));
    await waitFor(async () =>
      expect((await view.backend.visits.onSite()).map((visit) => visit.visitorName)).toEqual(['Visitor 1']),
    );
    await waitFor(() => expect(within(table).getAllByRole('button', { name: /^Check out/ })).toHaveLength(1));
    await view.settle();
  });

  it('exports every visit matching the search as CSV, not just the page', async () => {
    const view = await dashboardWith(25);
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:visits';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await view.user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const lines = (await blobs[0]?.text())?.trim().split(/\r?\n/) ?? [];
    expect(lines).toHaveLength(26);
    expect(lines[1]).toMatch(/^Visitor 25,/);
  });

  it('tells the export’s progress in place, asks before the tab closes meanwhile, then names the file', async () => {
    const backend = await signedInBackend();
    await seed(backend, 25);
    // The export reads pages of 10 here, and waits before its second page until released.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = backend.visits.page.bind(backend.visits);
    backend.visits.page = async (query) => {
      if (query.pageSize !== EXPORT_PAGE_SIZE) return page(query);
      if (query.after) await held;
      return page({ ...query, pageSize: 10 });
    };
    URL.createObjectURL = vi.fn(() => 'blob:visits');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const view = await renderApp('/admin_dashboard', { signedIn: true, backend });
    await screen.findByRole('table', { name: 'Admin Panel' });
    await view.user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Exported 10 visits…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Exporting…' })).toBeDisabled();
    expect(leaving()).toBe(true);
    act(() => release());
    const today = new Date().toISOString().slice(0, 10);
    expect(await screen.findByText(`Exported 25 visits to visits-${today}.csv.`)).toHaveAttribute(
      'role',
      'status',
    );
    expect(click).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(leaving()).toBe(false);
    await view.settle();
  });

  it('lists who is on site for an evacuation, with a Print button', async () => {
    const backend = await signedInBackend();
    const gone = await backend.visits.checkIn(checkInInput({ visitorName: 'Gone Home' }));
    await backend.visits.checkIn(checkInInput({ visitorName: 'Still Here', whomToMeet: 'Rahul Verma' }));
    await backend.visits.checkOutByVisitId(gone.visitID, Date.now());
    const view = await renderApp('/admin_dashboard', { signedIn: true, backend });
    await view.user.click(await screen.findByRole('link', { name: 'See who is on site' }));
    const table = await screen.findByRole('table', { name: '1 people on site' });
    expect(within(table).getByRole('rowheader')).toHaveTextContent('Still Here');
    expect(within(table).getByText('Rahul Verma')).toBeInTheDocument();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await view.user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('opens a visit’s details in a drawer, live, and Escape closes it with the focus back on its button', async () => {
    const backend = await signedInBackend();
    const visit = await backend.visits.checkIn(
      checkInInput({
        visitorName: 'Drawer Daisy',
        visitorEmail: 'daisy@example.com',
        visitorMobile: '9988776655',
      }),
    );
    const view = await renderApp('/admin_dashboard', { signedIn: true, backend });
    const table = screen.getByRole('table', { name: 'Admin Panel' });
    expect(within(table).queryByText('daisy@example.com')).toBeNull();
    const details = within(table).getByRole('button', {
      name: `Details of Drawer Daisy, visit ID ${visit.visitID}`,
    });
    await view.user.click(details);
    const drawer = screen.getByRole('region', { name: `Drawer Daisy, visit ${visit.visitID}` });
    expect(within(drawer).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toHaveTextContent('daisy@example.com');
    expect(drawer).toHaveTextContent('9988776655');
    expect(drawer).toHaveTextContent('StatusOn site');
    expect(within(drawer).getByText(/^Visitor:/)).toBeInTheDocument();

    await view.backend.visits.checkOutByVisitId(visit.visitID, Date.now());
    await waitFor(() => expect(drawer).toHaveTextContent('StatusChecked out'));
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: /^Drawer Daisy/ })).toBeNull();
    expect(details).toHaveFocus();
  });

  it('offers no mail actions for an anonymised visit, and Send for a kept one whose mail never went', async () => {
    const backend = await signedInBackend();
    const kept = await backend.visits.checkIn(checkInInput({ visitorName: 'Kept Karl' }));
    const erased = await backend.visits.checkIn(
      checkInInput({ visitorName: 'Erased Erin', visitorEmail: 'erin@example.com' }),
    );
    await backend.visits.checkOutByVisitId(erased.visitID, Date.now());
    await backend.privacy.erase('erin@example.com', Date.now());
    const view = await renderApp('/admin_dashboard', { signedIn: true, backend });
    const table = screen.getByRole('table', { name: 'Admin Panel' });

    await view.user.click(
      within(table).getByRole('button', { name: `Details of Anonymised, visit ID ${erased.visitID}` }),
    );
    const anonymised = screen.getByRole('region', { name: `Anonymised visitor, visit ${erased.visitID}` });
    expect(within(anonymised).getByText(/^Visitor:/)).toBeInTheDocument();
    expect(within(anonymised).queryByRole('button', { name: /^(Send|Resend) the/ })).toBeNull();

    await view.user.click(
      within(table).getByRole('button', { name: `Details of Kept Karl, visit ID ${kept.visitID}` }),
    );
    const drawer = screen.getByRole('region', { name: `Kept Karl, visit ${kept.visitID}` });
    expect(
      within(drawer).getByRole('button', { name: 'Send the visitor email for Kept Karl' }),
    ).toBeEnabled();
  });

  it('returns to the main page with the Main Page button', async () => {
    const view = await renderApp('/admin_dashboard', { signedIn: true });
    await view.user.click(await screen.findByRole('link', { name: 'Main Page' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/main_checkin_checkout'));
  });
  it('filters by visitor type, offering every type the company has, and lists all again on Every type', async () => {
    const view = await dashboardWith(2);
    await view.backend.visits.checkIn(
      checkInInput({ visitorName: 'Ida Interview', visitType: 'Interview', visitTypeId: 'interview' }),
    );
    await view.settle();
    const typeFilter = screen.getByLabelText('Visitor type');
    expect(
      within(typeFilter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Every type', 'Meeting', 'Interview', 'Others']);
    await view.user.selectOptions(typeFilter, 'Interview');
    await waitFor(() => expect(rowNames()).toEqual(['Ida Interview']));
    await view.user.selectOptions(typeFilter, 'Every type');
    await waitFor(() => expect(rowNames()).toHaveLength(3));
  });
});
