import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newLocalBackend, renderApp } from '../../test/renderApp';
import { visitorChosen } from '../visitors/visitorsSlice';
import { acceptanceOf, AGREEMENT_MESSAGES } from './acceptance';
import { agreementProblem } from './AgreementSettings';
import { chooseHost, clickCheckIn } from '../../test/desk';

const location = () => screen.getByTestId('location').textContent;

describe('visitor agreement', () => {
  it('accepts the visitor’s own name in any case, accents and spacing; the signature is optional', () => {
    const agreement = { version: 3 };
    const form = (typedName: string, signature = '') => ({ typedName, signature });
    expect(acceptanceOf(agreement, 'José  Núñez', form(' jose nunez '), 5)).toEqual({
      accepted: { version: 3, signedName: 'jose nunez', signature: '', signedAt: 5 },
    });
    expect(acceptanceOf(agreement, 'José Núñez', form('José', 'data:image/png;base64,AA'), 5)).toEqual({
      problem: AGREEMENT_MESSAGES.nameMismatch,
    });
    expect(acceptanceOf(agreement, 'José Núñez', form(''), 5)).toEqual({
      problem: AGREEMENT_MESSAGES.nameMismatch,
    });
    expect(agreementProblem('', true)).toBe('Write the agreement before asking visitors to accept it.');
    expect(agreementProblem('', false)).toBeNull();
  });

  it('is written in Settings, asked before Check In, kept with the visit and shown signed on the dashboard', async () => {
    const backend = newLocalBackend();
    const view = await renderApp('/settings/agreement', { signedIn: true, backend });
    const settings = await screen.findByRole('form', { name: 'Visitor agreement' }, { timeout: 5000 });
    await view.user.click(
      within(settings).getByLabelText('Ask every visitor to accept it before checking in'),
    );
    await view.user.click(within(settings).getByRole('button', { name: 'Save agreement' }));
    expect(within(settings).getByRole('alert')).toHaveTextContent(
      'Write the agreement before asking visitors to accept it.',
    );
    await view.user.type(within(settings).getByLabelText('Agreement text'), 'No photos inside the lab.');
    await view.user.click(within(settings).getByRole('button', { name: 'Save agreement' }));
    expect(await within(settings).findByRole('status')).toHaveTextContent(
      'Saved as a new version: every check-in asks the visitor to accept it.',
    );
    expect(await view.backend.agreements.latest()).toMatchObject({
      version: 1,
      text: 'No photos inside the lab.',
    });
    expect(await view.backend.settings.site()).toMatchObject({ agreementRequired: true });

    const visitor = await view.backend.visitors.add({
      visitorName: 'Asha Rao',
      visitorEmail: 'asha@example.com',
      visitorMobile: '9123456780',
      captureImage: false,
      isImageCaptured: false,
      imageUrl: '',
    });
    act(() => {
      view.store.dispatch(visitorChosen(visitor));
    });
    await view.user.click(screen.getByRole('link', { name: 'Main page' }));
    await view.user.click(await screen.findByRole('link', { name: 'Check-In' }));
    await view.user.click(await screen.findByRole('link', { name: 'I have been here before..' }));
    await view.user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    const agreement = await screen.findByRole('group', { name: 'Visitor agreement (version 1)' });
    expect(within(agreement).getByRole('region', { name: 'Agreement text' })).toHaveTextContent(
      'No photos inside the lab.',
    );
    await chooseHost(view.user);
    await view.user.type(within(agreement).getByLabelText('Type your full name to accept'), 'Asha');
    await clickCheckIn(view.user);
    expect(await screen.findByRole('alert')).toHaveTextContent(AGREEMENT_MESSAGES.nameMismatch);
    expect(await view.backend.visits.onSite()).toEqual([]);
    // What was typed stays; completing the name accepts.
    await view.user.type(within(agreement).getByLabelText('Type your full name to accept'), ' rao');
    await clickCheckIn(view.user);
    await waitFor(() => expect(location()).toBe('/checkin_success'));
    const [visit] = await view.backend.visits.onSite();
    expect(visit?.agreement).toMatchObject({ version: 1, signedName: 'Asha rao', signature: '' });

    await view.user.click(screen.getByRole('link', { name: 'Admin Dashboard' }));
    await view.user.click(
      await screen.findByRole(
        'link',
        { name: `Signed agreement of visit ${visit?.visitID}` },
        { timeout: 5000 },
      ),
    );
    const copy = await screen.findByRole('article', { name: 'Signed copy' });
    // The copy can be printed once the version's text, read apart from the visit, is in it.
    expect(await within(copy).findByText('No photos inside the lab.')).toBeVisible();
    expect(copy).toHaveTextContent('Asha rao');
    expect(copy).toHaveTextContent('Accepted by typing the name, without a drawn signature.');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  }, 30_000);
});
