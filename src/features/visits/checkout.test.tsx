import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../backend/errors';
import { checkInInput } from '../../test/fixtures';
import { scannedCodeText } from '../../lib/passCode';
import { holdBulkCheckOut } from '../../test/heldCheckOut';
import { renderApp, signedInBackend } from '../../test/renderApp';
import { checkOutScanned } from './visitsSlice';

const location = () => screen.getByTestId('location').textContent;

async function checkoutScreen() {
  const view = await renderApp('/checkout', { signedIn: true });
  await screen.findByLabelText('Visit ID');
  return view;
}

async function submit(view: Awaited<ReturnType<typeof renderApp>>, visitId: string) {
  await view.user.clear(screen.getByLabelText('Visit ID'));
  if (visitId) await view.user.type(screen.getByLabelText('Visit ID'), visitId);
  await view.user.click(screen.getByRole('button', { name: 'Checkout' }));
}

describe('checkout by visit ID', () => {
  it('asks for a visit ID when the field is blank', async () => {
    const view = await checkoutScreen();
    await submit(view, '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Visit ID should not be left empty');
  });

  it.each(['123456', '12ab', '1234567'])('says %s is not a correct visit ID and stays', async (visitId) => {
    const view = await checkoutScreen();
    await submit(view, visitId);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter correct Visit ID');
    expect(location()).toBe('/checkout');
  });

  it('checks out an open visit one way, says "Checkout sucess" on the main page, and refuses a second time', async () => {
    const view = await checkoutScreen();
    const visit = await view.backend.visits.checkIn(checkInInput());
    await submit(view, ` ${visit.visitID} `.trim());
    await waitFor(() => expect(location()).toBe('/main_checkin_checkout'));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Checkout sucess$/);
    // Beside the spec's words, whose visit it was.
    expect(screen.getByText(`Asha Rao, visit ID ${visit.visitID}, is checked out.`)).toBeInTheDocument();
    await view.settle();
    const [stored] = (await view.backend.visits.page({ pageSize: 1 })).visits;
    expect(stored?.checkedOut).toBe(true);
    expect(typeof stored?.checkout_timestamp).toBe('number');

    await view.user.click(screen.getByRole('link', { name: 'Check-Out' }));
    await screen.findByLabelText('Visit ID');
    await submit(view, String(visit.visitID));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Visit ID ${visit.visitID} has already been checked out.`,
    );
    expect(location()).toBe('/checkout');
  });

  it('says the checkout failed when the backend does', async () => {
    const view = await checkoutScreen();
    view.backend.visits.checkOutByVisitId = () => Promise.reject(new Error('offline'));
    await submit(view, '654321');
    expect(await screen.findByRole('alert')).toHaveTextContent('Visit checkout failed. Please try again.');
    expect(view.store.getState().visits?.checkout.status).toBe('failed');
  });

  it('says why beside the spec’s text when the desk is offline and has not seen the visit', async () => {
    const view = await checkoutScreen();
    const offline =
      'This desk is offline and has not seen visit ID 654321: check it out when the network returns.';
    view.backend.visits.checkOutByVisitId = () => Promise.reject(new NetworkError(offline));
    await submit(view, '654321');
    expect(await screen.findByRole('alert')).toHaveTextContent('Visit checkout failed. Please try again.');
    expect(screen.getByText(offline)).toBeVisible();
    expect(screen.queryByText('Please enter correct Visit ID')).toBeNull();
  });
});

describe('checkout by a scanned pass', () => {
  // A scan checks out through the screen's own command, as the scanner does: inside act().
  const scan = (view: Awaited<ReturnType<typeof renderApp>>, text: string) =>
    act(() => view.store.dispatch(checkOutScanned(text)));
  const company = (view: Awaited<ReturnType<typeof renderApp>>) =>
    view.store.getState().session.company?.id ?? '';

  it('checks the pass’s visit out as a typed ID does, once', async () => {
    const view = await checkoutScreen();
    const visit = await view.backend.visits.checkIn(checkInInput());
    const pass = scannedCodeText({ kind: 'pass', company: company(view), code: visit.passCode });
    expect((await scan(view, pass)).payload).toMatchObject({ id: visit.id, checkedOut: true });
    expect(view.store.getState().visits?.notice).toBe('Checkout sucess');
    await scan(view, pass);
    expect(view.store.getState().visits?.checkout.error).toBe(
      `Visit ID ${visit.visitID} has already been checked out.`,
    );
  });

  it.each([
    ['text that is no pass', () => 'hello', 'This code is not a Frontdesk visit pass.'],
    [
      'an invitation',
      (own: string) => scannedCodeText({ kind: 'invite', company: own, code: 'AAAAAAAAAAAAAAAAAAAAAA' }),
      'This is an invitation, not a visit pass: check the visitor in from the main page.',
    ],
    [
      'another company’s pass',
      () => scannedCodeText({ kind: 'pass', company: 'another-company', code: 'AAAAAAAAAAAAAAAAAAAAAA' }),
      'This pass is for another company: it cannot be checked out here.',
    ],
    [
      'a pass of this company that names no visit',
      (own: string) => scannedCodeText({ kind: 'pass', company: own, code: 'AAAAAAAAAAAAAAAAAAAAAA' }),
      'Please enter correct Visit ID',
    ],
  ])('says so for %s, and checks nobody out', async (_label, code, message) => {
    const view = await checkoutScreen();
    const visit = await view.backend.visits.checkIn(checkInInput());
    await scan(view, code(company(view)));
    expect(view.store.getState().visits?.checkout.error).toBe(message);
    expect((await view.backend.visits.visit(visit.id))?.checkedOut).toBe(false);
  });

  it('opens the camera only when asked, and closes it again', async () => {
    const view = await checkoutScreen();
    expect(screen.queryByLabelText('Camera for scanning visit passes')).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Scan pass' }));
    expect(await screen.findByRole('button', { name: 'Stop scanning' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The scanner's code loads when first asked for (happy-dom has no camera: it says so).
    expect(await screen.findByText(/camera/i, { selector: '.alert' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Stop scanning' }));
    expect(screen.getByRole('button', { name: 'Scan pass' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('check out from where people are listed', () => {
  it('checks a visit out from its On site row after asking, and says whose it was', async () => {
    const view = await renderApp('/on_site', { signedIn: true });
    const meera = await view.backend.visits.checkIn(checkInInput({ visitorName: 'Meera Nair' }));
    await view.backend.visits.checkIn(checkInInput({ visitorName: 'Ravi Kumar' }));
    const checkOutMeera = await screen.findByRole('button', {
      name: `Check out Meera Nair (visit ID ${meera.visitID})`,
    });
    await view.user.click(checkOutMeera);
    // A checkout cannot be undone: asked first, and Cancel leaves the visit open.
    const confirm = screen.getByRole('group', { name: `Check out Meera Nair (visit ID ${meera.visitID})?` });
    await view.user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await view.backend.visits.onSite()).toHaveLength(2);
    await view.user.click(
      screen.getByRole('button', { name: `Check out Meera Nair (visit ID ${meera.visitID})` }),
    );
    await view.user.click(screen.getByRole('button', { name: 'Yes, check out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Checkout sucess$/);
    expect(screen.getByText(`Meera Nair, visit ID ${meera.visitID}, is checked out.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Meera Nair/ })).not.toBeInTheDocument());
    expect((await view.backend.visits.onSite()).map((visit) => visit.visitorName)).toEqual(['Ravi Kumar']);
    expect((await view.backend.visits.visit(meera.id))?.checkedOut).toBe(true);
  });

  it('checks out from Latest visits on the main page', async () => {
    const view = await renderApp('/main_checkin_checkout', { signedIn: true });
    const visit = await view.backend.visits.checkIn(checkInInput({ visitorName: 'Lena Park' }));
    const latest = screen.getByRole('region', { name: 'Latest visits' });
    await view.user.click(await within(latest).findByRole('button', { name: /^Check out Lena Park/ }));
    await view.user.click(within(latest).getByRole('button', { name: 'Yes, check out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Checkout sucess$/);
    expect(screen.getByText(`Lena Park, visit ID ${visit.visitID}, is checked out.`)).toBeInTheDocument();
    await waitFor(() => expect(within(latest).getByText(/out \d/)).toBeInTheDocument());
    expect(within(latest).queryByRole('button', { name: /^Check out/ })).not.toBeInTheDocument();
    await view.settle();
  });

  it('checks out everyone still here after a question that says how many', async () => {
    const view = await renderApp('/on_site', { signedIn: true });
    for (const visitorName of ['Ana Silva', 'Ben Okafor', 'Chen Wei']) {
      await view.backend.visits.checkIn(checkInInput({ visitorName }));
    }
    await screen.findByRole('row', { name: /Chen Wei/ });
    await view.user.click(screen.getByRole('button', { name: 'Check out everyone still here' }));
    const question = screen.getByRole('group', { name: /Check out all 3 people still on site\?/ });
    await view.user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(await view.backend.visits.onSite()).toHaveLength(3);
    await view.user.click(screen.getByRole('button', { name: 'Check out everyone still here' }));
    await view.user.click(screen.getByRole('button', { name: 'Yes, check out 3 people' }));
    expect(await screen.findByText('Checked out 3 people.')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Nobody is checked in right now.')).toBeInTheDocument();
    const closed = (await view.backend.visits.page({ pageSize: 5 })).visits;
    expect(closed.map((visit) => [visit.checkedOut, visit.closedBy])).toEqual(
      Array(3).fill([true, 'bulk-now']),
    );
  });

  it('finds a visitor on site by name on the Check-Out screen, for one who lost the visit ID', async () => {
    const view = await checkoutScreen();
    const dana = await view.backend.visits.checkIn(checkInInput({ visitorName: 'Dana Scully' }));
    await view.backend.visits.checkIn(checkInInput({ visitorName: 'Fox Mulder' }));
    await view.user.type(screen.getByLabelText('Visitor’s name'), 'scu');
    const found = screen.getByRole('list', { name: 'On site and matching' });
    expect(within(found).getAllByRole('listitem')).toHaveLength(1);
    await view.user.click(within(found).getByRole('button', { name: /^Check out Dana Scully/ }));
    await view.user.click(within(found).getByRole('button', { name: 'Yes, check out' }));
    expect(
      await screen.findByText(`Dana Scully, visit ID ${dana.visitID}, is checked out.`),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Nobody on site matches “scu”.'),
    );
    await view.user.clear(screen.getByLabelText('Visitor’s name'));
    await view.user.type(screen.getByLabelText('Visitor’s name'), 'zz');
    expect(screen.getByText('Nobody on site matches “zz”.')).toBeInTheDocument();
  });

  it('tells the progress of checking everyone out, asks before the tab closes meanwhile, and not after', async () => {
    const backend = await signedInBackend();
    await backend.visits.checkIn(checkInInput({ visitorName: 'Gita Late' }));
    await backend.visits.checkIn(checkInInput({ visitorName: 'Hari Later' }));
    const release = holdBulkCheckOut(backend);
    const view = await renderApp('/on_site', { signedIn: true, backend });
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await screen.findByRole('row', { name: /Gita Late/ });
    await view.user.click(screen.getByRole('button', { name: 'Check out everyone still here' }));
    await view.user.click(screen.getByRole('button', { name: 'Yes, check out 2 people' }));
    expect(await screen.findByText('Checked out 1 of 2 people…')).toHaveAttribute('role', 'status');
    expect(leaving()).toBe(true);
    release();
    expect(await screen.findByText('Checked out 2 people.')).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/of 2 people…/)).not.toBeInTheDocument();
    await waitFor(() => expect(leaving()).toBe(false));
    await view.settle();
  });
});
