import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../../backend/port/backend';
import type { Visitor } from '../../backend/port/visitors';
import { newLocalBackend, renderApp } from '../../test/renderApp';
import { visitorChosen } from '../visitors/visitorsSlice';
import { MAIN_PAGE_QUERY } from '../../shared/visitMessages';
import { selectFromApi } from '../../app/api';
import { visitsApi } from '../../shared/visitsApi';
import { checkIn } from './visitsSlice';
import { selectCompanyId } from '../../app/session';
import { owedVisitMails } from '../../shared/mail/owedVisitMails';
import { chooseHost, clickCheckIn } from '../../test/desk';
import { MEETING_TYPE } from '../../test/fixtures';

const location = () => screen.getByTestId('location').textContent;

async function deskWithVisitor(name = 'Asha Rao') {
  const backend = newLocalBackend();
  const view = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
  const visitor: Visitor = await view.backend.visitors.add({
    visitorName: name,
    visitorEmail: 'asha@example.com',
    visitorMobile: '9123456780',
    captureImage: true,
    isImageCaptured: true,
    imageUrl: 'data:image/jpeg;base64,AAAA',
  });
  act(() => {
    view.store.dispatch(visitorChosen(visitor));
  });
  return { ...view, backend };
}

async function openVisits(backend: Backend) {
  return (await backend.visits.onSite()).length;
}

describe('visit details and check-in', () => {
  it('returns to the main page when no visitor is chosen', async () => {
    await renderApp('/user_visit_details_updated', { signedIn: true });
    await waitFor(() => expect(location()).toBe('/main_checkin_checkout'));
  });

  it('leads from the main page through the choice page to both visitor screens', async () => {
    const view = await deskWithVisitor();
    await view.user.click(await screen.findByRole('link', { name: 'Check-In' }));
    await waitFor(() => expect(location()).toBe('/first_time_or_registered_before'));
    await view.user.click(await screen.findByRole('link', { name: 'This is my first time here..' }));
    await waitFor(() => expect(location()).toBe('/visitor_registration'));
    await view.user.click(screen.getByRole('link', { name: 'Main page' }));
    await view.user.click(await screen.findByRole('link', { name: 'Check-In' }));
    await view.user.click(await screen.findByRole('link', { name: 'I have been here before..' }));
    await waitFor(() => expect(location()).toBe('/email_verification'));
    await view.user.click(screen.getByRole('link', { name: 'Main page' }));
    await view.user.click(await screen.findByRole('link', { name: 'Check-Out' }));
    await waitFor(() => expect(location()).toBe('/checkout'));
    await view.user.click(screen.getByRole('link', { name: 'Main page' }));
    await view.user.click(await screen.findByRole('link', { name: 'Go to Admin Dashboard' }));
    await waitFor(() => expect(location()).toBe('/admin_dashboard'));
  });
});

describe('check-in from the details screen', () => {
  async function detailsScreen() {
    const view = await deskWithVisitor();
    await view.user.click(await screen.findByRole('link', { name: 'Check-In' }));
    await view.user.click(await screen.findByRole('link', { name: 'I have been here before..' }));
    await view.user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Welcome, Asha Rao!');
    // The directory's hosts and the visitor's last visit are read before anything is chosen.
    await waitFor(() => expect(options('Whom To Meet')).toContain('Priya Sharma'));
    await view.settle();
    return view;
  }

  const options = (label: string) =>
    [...screen.getByLabelText(label).querySelectorAll('option')].map((option) => option.textContent);

  it('offers the spec visit types, the company’s companies and the active hosts of the chosen one', async () => {
    const view = await detailsScreen();
    expect(options('Visit Type')).toEqual(['Meeting', 'Interview', 'Others']);
    await waitFor(() => expect(options('Company Name')).toEqual(['Acme Corporation', 'Globex Corporation']));
    // Nobody is chosen for a first visit: a guess would email the wrong person.
    expect(options('Whom To Meet')).toEqual(['Choose whom to meet', 'Priya Sharma', 'Rahul Verma']);
    expect(screen.getByLabelText('Whom To Meet')).toHaveValue('');
    await view.user.selectOptions(screen.getByLabelText('Company Name'), 'Globex Corporation');
    expect(options('Whom To Meet')).toEqual(['Choose whom to meet', 'Anita Desai']);
    const { hosts } = await view.backend.directory.list();
    const anita = hosts.find((host) => host.name === 'Anita Desai');
    if (!anita) throw new Error('example host missing');
    await view.backend.directory.saveHost({ ...anita, active: false });
    await waitFor(() => expect(options('Whom To Meet')).toEqual(['Choose whom to meet']));
    expect(screen.getByLabelText('Whom To Meet')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Add hosts in Settings' })).toBeInTheDocument();
  });

  it('checks nobody in until a host is chosen, says so beside Whom To Meet and focuses it', async () => {
    const view = await detailsScreen();
    await clickCheckIn(view.user);
    const host = screen.getByLabelText('Whom To Meet');
    expect(host).toHaveAccessibleDescription('Please choose whom the visitor is meeting.');
    expect(host).toHaveFocus();
    expect(location()).toBe('/user_visit_details_updated');
    expect(await openVisits(view.backend)).toBe(0);
    await chooseHost(view.user, 'Rahul Verma');
    expect(host).not.toHaveAttribute('aria-invalid');
  });

  it('suggests the type, company and host of the visitor’s last visit', async () => {
    // On the lookup screen, which lists no visits: the earlier visits below are made behind its back.
    const view = await renderApp('/email_verification', { signedIn: true });
    await view.backend.visitors.add({
      visitorName: 'Asha Rao',
      visitorEmail: 'asha@example.com',
      visitorMobile: '9123456780',
      captureImage: false,
      isImageCaptured: false,
      imageUrl: '',
    });
    const { hosts } = await view.backend.directory.list();
    const anita = hosts.find((host) => host.name === 'Anita Desai');
    if (!anita) throw new Error('example host missing');
    const earlier = Date.now() - 7 * 86_400_000;
    for (const [at, visitType, host] of [
      [earlier, 'Meeting', hosts[0]],
      [earlier + 86_400_000, 'Interview', anita],
    ] as const) {
      const visit = await view.backend.visits.checkIn({
        id: crypto.randomUUID(),
        visitType,
        companyName: 'Globex Corporation',
        whomToMeet: host?.name ?? '',
        whomToMeetEmail: host?.email ?? '',
        hostId: host?.id ?? '',
        visitorEmail: 'asha@example.com',
        visitorName: 'Asha Rao',
        visitorMobile: '9123456780',
        imageUrl: '',
        at,
      });
      await view.backend.visits.checkOutByVisitId(visit.visitID, at + 3_600_000);
    }
    await view.user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByLabelText('Whom To Meet')).toHaveDisplayValue('Anita Desai'));
    expect(screen.getByLabelText('Company Name')).toHaveDisplayValue('Globex Corporation');
    expect(screen.getByLabelText('Visit Type')).toHaveValue('Interview');
    await clickCheckIn(view.user);
    await waitFor(() => expect(location()).toBe('/checkin_success'));
    await view.settle();
    expect((await view.backend.visits.onSite())[0]).toMatchObject({
      hostId: anita.id,
      visitType: 'Interview',
    });
  });

  it('creates an open visit, shows the visit ID, emails both, and goes back after 2 s', async () => {
    const view = await detailsScreen();
    await view.user.selectOptions(screen.getByLabelText('Visit Type'), 'Interview');
    const { hosts } = await view.backend.directory.list();
    const meera = await view.backend.directory.saveHost({
      name: 'Meera Nair',
      email: 'meera@globex.example',
      phone: '',
      companyId: hosts.find((host) => host.name === 'Anita Desai')?.companyId ?? '',
      active: true,
    });
    await view.user.selectOptions(screen.getByLabelText('Company Name'), 'Globex Corporation');
    await waitFor(() => expect(options('Whom To Meet')).toContain('Meera Nair'));
    await view.user.selectOptions(screen.getByLabelText('Whom To Meet'), 'Meera Nair');
    const clickedAt = Date.now();
    await clickCheckIn(view.user);
    await waitFor(() => expect(location()).toBe('/checkin_success'));
    const successShownAt = Date.now();
    expect(screen.getByText('Check in Successful..!! Enjoy your visit.')).toBeInTheDocument();
    // The pass's code is drawn after the page shows: read the backend inside act, as the page answers.
    await screen.findByRole('img', { name: /^Visit pass QR code/ });
    const [visit] = await act(() => view.backend.visits.onSite());
    expect(visit).toMatchObject({
      visitType: 'Interview',
      companyName: 'Globex Corporation',
      whomToMeet: 'Meera Nair',
      whomToMeetEmail: 'meera@globex.example',
      hostId: meera.id,
      visitorName: 'Asha Rao',
      checkedOut: false,
      checkout_timestamp: '',
      imageUrl: 'data:image/jpeg;base64,AAAA',
    });
    expect(visit?.checkin_timestamp).toBeGreaterThanOrEqual(clickedAt);
    expect(screen.getByText(String(visit?.visitID))).toBeInTheDocument();
    // The visitor is forgotten: going Back to the details screen cannot check them in again.
    await waitFor(() => expect(view.store.getState().visitors?.current).toBeNull());
    await waitFor(async () => expect(await view.backend.mail.recent(10)).toHaveLength(2));
    const mail = await act(() => view.backend.mail.recent(10));
    // Each host at their own address.
    expect(mail.map((record) => [record.kind, record.to, record.status]).sort()).toEqual([
      ['host', 'meera@globex.example', 'stored'],
      ['visitor', 'asha@example.com', 'stored'],
    ]);
    // Owed from before the commit (kept in this browser), settled once both were recorded.
    await waitFor(() => expect(owedVisitMails(selectCompanyId(view.store.getState()))).toEqual([]));
    // The success page stays its 2 s, then goes back (timed from when the test saw it: on a loaded machine
    // the steps above may take most of those 2 s).
    await waitFor(() => expect(location()).toBe('/main_checkin_checkout'), { timeout: 5000 });
    expect(Date.now() - successShownAt).toBeGreaterThanOrEqual(1500);
    // The visit ID and the badge stay within reach on the main page.
    const justIn = screen.getByRole('region', { name: 'Just checked in' });
    expect(justIn).toHaveTextContent(`Asha Rao, visit ID ${visit?.visitID}`);
    expect(within(justIn).getByRole('link', { name: 'Print badge' })).toHaveAttribute(
      'href',
      `/badge/${visit?.id}`,
    );
    // The new visit is at the top of the main page's list (the spec: prepended).
    await waitFor(() =>
      expect(
        selectFromApi(visitsApi.endpoints.visitPage.select(MAIN_PAGE_QUERY))(view.store.getState()).data
          ?.visits[0]?.id,
      ).toBe(visit?.id),
    );
  });

  it('creates one visit for a double click', async () => {
    const view = await detailsScreen();
    await chooseHost(view.user);
    const button = screen.getByRole('button', { name: 'Check In' });
    await view.user.dblClick(button);
    await waitFor(() => expect(location()).toBe('/checkin_success'));
    // The success page goes on drawing the pass's QR code and sending mail: the test ends after them.
    await view.settle();
    expect(await openVisits(view.backend)).toBe(1);
  });

  it('lets the operator dismiss the last check-in from the main page', async () => {
    const view = await detailsScreen();
    await chooseHost(view.user);
    await clickCheckIn(view.user);
    await waitFor(() => expect(location()).toBe('/main_checkin_checkout'), { timeout: 4000 });
    const justIn = screen.getByRole('region', { name: 'Just checked in' });
    await view.user.click(within(justIn).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Just checked in' })).not.toBeInTheDocument();
    await view.settle();
  });

  it('never submits a form again once its check-in is done, so nobody is emailed twice', async () => {
    const view = await detailsScreen();
    const { hosts } = await view.backend.directory.list();
    const host = hosts[0];
    if (!host) throw new Error('no example host');
    const details = {
      checkInId: 'form-1',
      type: MEETING_TYPE,
      answers: {},
      host,
      companyName: 'Acme',
      timeZone: 'UTC',
    } as const;
    // Dispatched as the screen's Check In does, twice over.
    const first = await act(() => view.store.dispatch(checkIn(details)));
    const again = await act(() => view.store.dispatch(checkIn(details)));
    expect(first.meta.requestStatus).toBe('fulfilled');
    expect(again.meta).toMatchObject({ requestStatus: 'rejected', condition: true });
    await waitFor(async () => expect(await view.backend.mail.recent(10)).toHaveLength(2));
    await view.settle();
    expect(await view.backend.mail.recent(10)).toHaveLength(2);
  });

  it('keeps the choices and says so when the check-in fails', async () => {
    const view = await detailsScreen();
    view.backend.visits.checkIn = () => Promise.reject(new Error('offline'));
    await view.user.selectOptions(screen.getByLabelText('Visit Type'), 'Others');
    await chooseHost(view.user);
    await clickCheckIn(view.user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to checkin. Please try again.');
    expect(screen.getByLabelText('Visit Type')).toHaveValue('Others');
    expect(location()).toBe('/user_visit_details_updated');
  });
});
