import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkInInput } from '../../test/fixtures';
import { scannedCodeText } from '../../lib/passCode';
import { renderApp } from '../../test/renderApp';
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
    expect(screen.getByRole('alert')).toHaveTextContent('Checkout sucess');
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
    await view.user.click(screen.getByRole('button', { name: 'Stop scanning' }));
    expect(screen.getByRole('button', { name: 'Scan pass' })).toHaveAttribute('aria-expanded', 'false');
  });
});
