import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forgetChangesOnDevice, keepChangeOnDevice } from '../../lib/changesOnDevice';
import { readStoredToken, TOKEN_STORAGE_KEY, VISIT_DATA_FLAG_KEY } from '../../lib/sessionToken';
import { newLocalBackend, renderApp, TEST_COMPANY } from '../../test/renderApp';

const location = () => screen.getByTestId('location').textContent;

describe('login screen', () => {
  it('asks for the email first, then the password, with the spec texts', async () => {
    const { user } = await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'LOGIN' }));
    expect(screen.getByRole('alert')).toHaveTextContent('email field cannot be left empty');
    await user.type(screen.getByLabelText('Email'), 'desk@example.com');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password field cannot be left empty');
  });

  it('says the credentials are wrong and keeps what was typed', async () => {
    const backend = newLocalBackend();
    await backend.auth.registerCompany(TEST_COMPANY);
    const { user } = await renderApp('/login', { backend });
    await user.type(await screen.findByLabelText('Email'), TEST_COMPANY.email);
    await user.type(screen.getByLabelText('Password'), 'not the password');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the entered credentials.');
    expect(screen.getByLabelText('Email')).toHaveValue(TEST_COMPANY.email);
    expect(readStoredToken()).toBeNull();
  });

  it('stores the token, shows a spinner while signing in, and opens the main page', async () => {
    const backend = newLocalBackend();
    await backend.auth.registerCompany(TEST_COMPANY);
    const { user } = await renderApp('/login', { backend });
    await user.type(await screen.findByLabelText('Email'), TEST_COMPANY.email);
    await user.type(screen.getByLabelText('Password'), TEST_COMPANY.password);
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/main_checkin_checkout'));
    expect(readStoredToken()).toMatch(/^ey/);
    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
  it('says how many changes a session that ended during a cut left on this desk, and nothing when none wait', async () => {
    keepChangeOnDevice({ id: 'first', company: 'acme', at: 1 });
    keepChangeOnDevice({ id: 'second', company: 'acme', at: 2 });
    const { unmount } = await renderApp('/login');
    expect(
      await screen.findByText(
        '2 changes made on this desk have not reached the server yet: they are sent when the person who made them signs in here again.',
      ),
    ).toHaveAttribute('role', 'status');
    unmount();

    forgetChangesOnDevice((change) => change.id === 'first');
    const again = await renderApp('/login');
    expect(
      await screen.findByText(/^1 change made on this desk has not reached the server yet/),
    ).toBeVisible();
    again.unmount();

    forgetChangesOnDevice(() => true);
    await renderApp('/login');
    await screen.findByRole('button', { name: 'LOGIN' });
    expect(screen.queryByText(/not reached the server/)).toBeNull();
  });
});

describe('company registration', () => {
  const fill = async (
    user: Awaited<ReturnType<typeof renderApp>>['user'],
    values: Record<string, string>,
  ) => {
    for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
  };

  it.each([
    [{}, 'Name field cannot be left empty'],
    [{ Name: 'Acme' }, 'Email field cannot be left empty'],
    [{ Name: 'Acme', Email: 'a@b.co' }, 'Mobile field cannot be left empty'],
    [{ Name: 'Acme', Email: 'a@b.co', Mobile: '98765' }, 'Password field cannot be left empty'],
    [
      { Name: 'Acme', Email: 'a@b.co', Mobile: '98765', Password: 'secret1' },
      'Aadhar Id field cannot be left empty',
    ],
    [{ Name: '   ', Email: 'a@b.co' }, 'Name field cannot be left empty'],
  ])('with %o says "%s"', async (values, message) => {
    const { user } = await renderApp('/register');
    await screen.findByLabelText('Name');
    await fill(user, values);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('rejects an Aadhaar number that fails the checksum', async () => {
    const { user } = await renderApp('/register');
    await screen.findByLabelText('Name');
    await fill(user, {
      Name: 'Acme',
      Email: 'a@b.co',
      Mobile: '98765',
      Password: 'secret1',
      'Aadhar Id': '234123412345',
    });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Aadhar Id must be a valid 12-digit Aadhaar number.');
  });

  it('registers, then shows the success message on the login page', async () => {
    const { user } = await renderApp('/register');
    await screen.findByLabelText('Name');
    await fill(user, {
      Name: 'Acme',
      Email: 'new@acme.example',
      Mobile: '98765',
      Password: 'secret12',
      'Aadhar Id': '2341 2341 2346',
    });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Successfully registered..!! Please login to continue.',
    );
  });

  it("shows the backend's message for an email already registered, and stays", async () => {
    const backend = newLocalBackend();
    await backend.auth.registerCompany(TEST_COMPANY);
    const { user } = await renderApp('/register', { backend });
    await screen.findByLabelText('Name');
    await fill(user, {
      ...{ Name: 'Acme', Email: TEST_COMPANY.email, Mobile: '98765', Password: 'secret12' },
      'Aadhar Id': TEST_COMPANY.aadharId,
    });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email address is already in use by another account.',
    );
    expect(location()).toBe('/register');
    expect(screen.getByLabelText('Name')).toHaveValue('Acme');
  });
});

describe('session', () => {
  it('sends a logged-out visitor of a protected screen to /login', async () => {
    await renderApp('/admin_dashboard');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toBeInTheDocument();
  });

  it('logs out: clears the token and the visit-data flag, and shows Login again', async () => {
    const { user } = await renderApp('/main_checkin_checkout', { signedIn: true });
    localStorage.setItem(VISIT_DATA_FLAG_KEY, 'true');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(VISIT_DATA_FLAG_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
