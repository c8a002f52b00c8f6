import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Visitor } from '../../backend/port/visitors';
import { newLocalBackend, renderApp } from '../../test/renderApp';
import { visitorChosen } from '../visitors/visitorsSlice';
import { chooseHost, clickCheckIn } from '../../test/desk';

/** Holds a backend call until the test releases it, so the loading state can be seen. */
function gate() {
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release: () => release() };
}

const asha = {
  visitorName: 'Asha Rao',
  visitorEmail: 'asha@example.com',
  visitorMobile: '9123456780',
  captureImage: false,
  isImageCaptured: false,
  imageUrl: '',
};

describe('the spec loading texts', () => {
  it("shows 'Registration in process..' while a visitor is saved", async () => {
    const backend = newLocalBackend();
    const view = await renderApp('/visitor_registration', { signedIn: true, backend });
    const hold = gate();
    // Held before the port (and its transaction with the audit entry) is reached.
    const add = backend.visitors.add.bind(backend.visitors);
    backend.visitors = {
      ...backend.visitors,
      add: async (input) => {
        await hold.opened;
        return add(input);
      },
    };
    await view.user.click(await screen.findByRole('button', { name: 'Continue without photo' }));
    await view.user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await view.user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await view.user.type(screen.getByLabelText('Mobile number'), '9123456780');
    await view.user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration in process..')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    hold.release();
    await waitFor(() => expect(screen.queryByText('Registration in process..')).not.toBeInTheDocument());
  });

  it("shows 'Verifying email..' while a returning visitor is looked up", async () => {
    const backend = newLocalBackend();
    const view = await renderApp('/email_verification', { signedIn: true, backend });
    const hold = gate();
    const find = backend.visitors.findByEmail.bind(backend.visitors);
    backend.visitors.findByEmail = async (email) => {
      await hold.opened;
      return find(email);
    };
    await view.user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Verifying email..')).toBeInTheDocument();
    hold.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter correct email id..!!');
  });

  it("shows 'Your visit data is being stored..' while the visit is saved", async () => {
    const backend = newLocalBackend();
    const view = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
    const visitor: Visitor = await backend.visitors.add(asha);
    act(() => {
      view.store.dispatch(visitorChosen(visitor));
    });
    const hold = gate();
    const checkIn = backend.visits.checkIn.bind(backend.visits);
    backend.visits = {
      ...backend.visits,
      checkIn: async (input) => {
        await hold.opened;
        return checkIn(input);
      },
    };
    await view.user.click(await screen.findByRole('link', { name: 'Check-In' }));
    await view.user.click(await screen.findByRole('link', { name: 'I have been here before..' }));
    await view.user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    await chooseHost(view.user);
    await clickCheckIn(view.user);
    expect(await screen.findByText('Your visit data is being stored..')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check In' })).toBeDisabled();
    hold.release();
    expect(await screen.findByText('Check in Successful..!! Enjoy your visit.')).toBeInTheDocument();
  });
});
