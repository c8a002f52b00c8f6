import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newLocalBackend, renderApp } from '../../test/renderApp';
import { NetworkError } from '../../backend/errors';
import type { Backend } from '../../backend/port/backend';
import { selectFromApi } from '../../app/api';
import { visitorsApi } from './visitorsApi';

const location = () => screen.getByTestId('location').textContent;
const asha = { visitorName: 'Asha Rao', visitorEmail: 'Asha.Rao@example.com', visitorMobile: '9123456780' };

async function registerVisitor(view: Awaited<ReturnType<typeof renderApp>>, name: string, email: string) {
  const { user } = view;
  // happy-dom has no camera: the screen says so and lets the operator go on without a photo.
  expect(await screen.findByRole('alert')).toHaveTextContent(/No camera is available/);
  expect(screen.getByText('Smile please')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Capture photo' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Continue without photo' }));
  await user.type(screen.getByLabelText('Name'), name);
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Mobile number'), '9123456780');
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('first-time visitor registration', () => {
  it('has an email input of type email and a mobile input of type number', async () => {
    const view = await renderApp('/visitor_registration', { signedIn: true });
    await view.user.click(await screen.findByRole('button', { name: 'Continue without photo' }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('type', 'number');
  });

  it('registers the visitor without a photo and opens the visit details', async () => {
    const view = await renderApp('/visitor_registration', { signedIn: true });
    await registerVisitor(view, 'Ravi Kumar', 'ravi@example.com');
    await waitFor(() => expect(location()).toBe('/user_visit_details_updated'));
    expect(screen.getByText('Welcome, Ravi Kumar!')).toBeInTheDocument();
    const stored = await view.backend.visitors.findByEmail('RAVI@example.com');
    expect(stored).toMatchObject({
      visitorName: 'Ravi Kumar',
      isImageCaptured: false,
      captureImage: false,
      imageUrl: '',
    });
  });

  it('sends a known email to verification with the spec alert and failure state', async () => {
    const backend = newLocalBackend();
    const view = await renderApp('/visitor_registration', { signedIn: true, backend });
    await view.backend.visitors.add({ ...asha, captureImage: false, isImageCaptured: false, imageUrl: '' });
    await registerVisitor(view, 'Asha again', '  asha.rao@EXAMPLE.com');
    await waitFor(() => expect(location()).toBe('/email_verification'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Visitor already exists. Please verify your email to continue.',
    );
    expect(view.store.getState().visitors?.add).toEqual({
      status: 'failed',
      error: 'Visitor Already Exists..!!',
      code: 'duplicate',
      reason: null,
    });
    expect(screen.getByLabelText('Email')).toHaveValue('asha.rao@EXAMPLE.com');
  });

  it('checks each field before saving, says what is wrong beside it and focuses the first', async () => {
    const view = await renderApp('/visitor_registration', { signedIn: true });
    const { user } = view;
    await user.click(await screen.findByRole('button', { name: 'Continue without photo' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter the visitor’s name.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'Please enter a mobile number of 7 to 20 digits.',
    );

    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha at gmail');
    await user.type(screen.getByLabelText('Mobile number'), '98450');
    // Edited fields lose their message at once; the next attempt finds what is still wrong.
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter an email address, such as name@example.com.',
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('/visitor_registration');
    expect(await view.backend.visitors.findByEmail('asha at gmail')).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Mobile number')).toHaveValue(98450);
  });

  it('keeps a mouse wheel over the focused mobile number from changing it', async () => {
    const view = await renderApp('/visitor_registration', { signedIn: true });
    await view.user.click(await screen.findByRole('button', { name: 'Continue without photo' }));
    const mobile = screen.getByLabelText('Mobile number');
    const wheel = () => new WheelEvent('wheel', { deltaY: 100, cancelable: true, bubbles: true });
    const unfocused = wheel();
    mobile.dispatchEvent(unfocused);
    expect(unfocused.defaultPrevented).toBe(false);
    mobile.focus();
    const focused = wheel();
    mobile.dispatchEvent(focused);
    expect(focused.defaultPrevented).toBe(true);
  });

  it('keeps what was typed when saving fails', async () => {
    const backend = newLocalBackend();
    const view = await renderApp('/visitor_registration', { signedIn: true, backend });
    view.backend.visitors.add = () => Promise.reject(new Error('QuotaExceededError'));
    await registerVisitor(view, 'Meera Nair', 'meera@example.com');
    expect(await screen.findByText('Failed to add Visitor. Please try again.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(location()).toBe('/visitor_registration');
    expect(screen.getByLabelText('Name')).toHaveValue('Meera Nair');
    expect(screen.getByLabelText('Email')).toHaveValue('meera@example.com');
  });

  it('takes Register again, after a save whose answer was lost, as the visitor it saved', async () => {
    const backend = newLocalBackend();
    const view = await renderApp('/visitor_registration', { signedIn: true, backend });
    const add = backend.visitors.add.bind(backend.visitors);
    // Saved, but the desk hears a network failure (a cut after the write reached the server).
    backend.visitors.add = async (input, attempt) => {
      backend.visitors.add = add;
      await add(input, attempt);
      throw new NetworkError('The connection went down before the answer came');
    };
    await registerVisitor(view, 'Meera Nair', 'meera@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add Visitor. Please try again.');
    await view.user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location()).toBe('/user_visit_details_updated'));
    expect(screen.getByText('Welcome, Meera Nair!')).toBeInTheDocument();
  });
});

describe('returning visitor lookup', () => {
  it('asks for an email when the field is blank', async () => {
    const { user } = await renderApp('/email_verification', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email field cannot be left empty');
  });

  it('says an unknown email is wrong, stays, and records the failure state', async () => {
    const view = await renderApp('/email_verification', { signedIn: true });
    await view.user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter correct email id..!!');
    expect(location()).toBe('/email_verification');
    const lookup = selectFromApi(visitorsApi.endpoints.findVisitor.select('nobody@example.com'))(
      view.store.getState(),
    );
    expect(lookup.error).toEqual({ code: 'not-found', message: 'Visitor does not exists' });
  });

  it('finds a known visitor ignoring case and spaces, and prefills the visit details', async () => {
    const backend = newLocalBackend();
    const view = await renderApp('/email_verification', { signedIn: true, backend });
    await view.backend.visitors.add({
      ...asha,
      captureImage: true,
      isImageCaptured: true,
      imageUrl: 'data:image/jpeg;base64,AAAA',
    });
    await view.user.type(await screen.findByLabelText('Email'), ' ASHA.RAO@example.com ');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(location()).toBe('/user_visit_details_updated'));
    expect(screen.getByText('Welcome, Asha Rao!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveAttribute(
      'src',
      'data:image/jpeg;base64,AAAA',
    );
  });

  it('guards the lookup query itself against a blank email', async () => {
    const view = await renderApp('/main_checkin_checkout', { signedIn: true });
    const result = await view.store.dispatch(visitorsApi.endpoints.findVisitor.initiate('   '));
    expect(result.error).toEqual({ code: 'invalid-input', message: 'Email fields cannot be left empty' });
  });

  it('says the lookup failed, never that the visitor is unknown, when the read fails', async () => {
    const backend = newLocalBackend();
    const unreachable = new NetworkError('Failed to get document because the client is offline.');
    const failing: Backend = {
      ...backend,
      visitors: { ...backend.visitors, findByEmail: () => Promise.reject(unreachable) },
    };
    const view = await renderApp('/email_verification', { signedIn: true, backend: failing });
    await view.user.type(await screen.findByLabelText('Email'), 'asha.rao@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not check this email just now. Please check the connection and try again.',
    );
    expect(screen.queryByText('Please enter correct email id..!!')).not.toBeInTheDocument();
    expect(screen.queryByText('Visitor does not exists')).not.toBeInTheDocument();
    const lookup = selectFromApi(visitorsApi.endpoints.findVisitor.select('asha.rao@example.com'))(
      view.store.getState(),
    );
    expect(lookup.error).toMatchObject({ code: 'network' });
    expect(location()).toBe('/email_verification');
  });
});

describe('who’s visiting? (the type-ahead)', () => {
  async function deskWithRegister() {
    const view = await renderApp('/main_checkin_checkout', { signedIn: true });
    for (const [visitorName, visitorEmail, visitorMobile] of [
      ['Asha Rao', 'asha.rao@example.com', '9123456780'],
      ['Ashwin Kumar', 'ashwin@example.com', '9845012345'],
      ['Meera Nair', 'meera@example.com', '9000000001'],
    ]) {
      await view.backend.visitors.add({
        visitorName: visitorName ?? '',
        visitorEmail: visitorEmail ?? '',
        visitorMobile: visitorMobile ?? '',
        captureImage: false,
        isImageCaptured: false,
        imageUrl: '',
      });
    }
    return view;
  }

  it('is the main page’s focused field, and lists the register’s matches as the operator types', async () => {
    const view = await deskWithRegister();
    const field = screen.getByRole('combobox', { name: 'Who’s visiting?' });
    expect(field).toHaveFocus();
    await view.user.type(field, 'a');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await view.user.type(field, 'sh');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'AAsha Raoasha.rao@example.com',
        'AAshwin Kumarashwin@example.com',
      ]),
    );
    expect(field).toHaveAttribute('aria-expanded', 'true');
    await view.user.clear(field);
    await view.user.type(field, '98450');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option')).toHaveTextContent('Ashwin Kumar');
  });

  it('picks with the arrows and Enter, straight into visit details', async () => {
    const view = await deskWithRegister();
    const field = screen.getByRole('combobox', { name: 'Who’s visiting?' });
    await view.user.type(field, 'ash');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await view.user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]?.id);
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/user_visit_details_updated'));
    expect(screen.getByText('Welcome, Ashwin Kumar!')).toBeInTheDocument();
    await view.settle();
  });

  it('answers Alt+N, Alt+O and Alt+R from the main page, as its buttons say', async () => {
    const view = await deskWithRegister();
    const field = screen.getByRole('combobox', { name: 'Who’s visiting?' });
    expect(field).toHaveAttribute('aria-keyshortcuts', 'Alt+R');
    expect(screen.getByRole('link', { name: 'New visitor' })).toHaveAttribute('aria-keyshortcuts', 'Alt+N');
    await view.user.click(screen.getByRole('heading', { name: 'Front desk' }));
    expect(field).not.toHaveFocus();
    await view.user.keyboard('{Alt>}r{/Alt}');
    expect(field).toHaveFocus();
    await view.user.keyboard('{Alt>}o{/Alt}');
    await waitFor(() => expect(location()).toBe('/checkout'));
    await view.user.click(screen.getByRole('link', { name: 'Main page' }));
    await view.user.keyboard('{Alt>}n{/Alt}');
    await waitFor(() => expect(location()).toBe('/visitor_registration'));
  });

  it('says when nobody matches, and offers registration', async () => {
    const view = await deskWithRegister();
    await view.user.type(screen.getByRole('combobox', { name: 'Who’s visiting?' }), 'zed');
    expect(await screen.findByRole('status')).toHaveTextContent('Nobody in the register matches “zed”.');
    await view.user.click(screen.getByRole('link', { name: 'Register a new visitor' }));
    await waitFor(() => expect(location()).toBe('/visitor_registration'));
  });

  it('never reports a failed search as nobody found', async () => {
    const view = await deskWithRegister();
    view.backend.visitors.search = () => Promise.reject(new Error('offline'));
    await view.user.type(screen.getByRole('combobox', { name: 'Who’s visiting?' }), 'mee');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not search the register just now.');
    expect(screen.queryByText(/Nobody in the register matches/)).not.toBeInTheDocument();
  });
});
