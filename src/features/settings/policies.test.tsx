import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, TEST_COMPANY } from '../../test/renderApp';
import { readPolicies } from './siteForm';

describe('policies', () => {
  it('reads the hours and the policy address, and says what is wrong with each', () => {
    expect(readPolicies(' 12 ', ' https://acme.example/privacy ')).toEqual({
      policies: { autoCheckoutHours: 12, privacyPolicyUrl: 'https://acme.example/privacy' },
    });
    expect(readPolicies('', '')).toEqual({ policies: { autoCheckoutHours: null, privacyPolicyUrl: '' } });
    for (const hours of ['0', '73', '1.5', 'twelve']) {
      expect(readPolicies(hours, '')).toEqual({
        problem: 'Enter a whole number of hours from 1 to 72, or leave it empty.',
      });
    }
    for (const address of ['acme.example/privacy', 'javascript:void(0)', 'https://acme.example/a b']) {
      expect(readPolicies('', address)).toEqual({
        problem: 'Enter the policy’s web address, starting with https://, or leave it empty.',
      });
    }
  });

  it('saves the site’s page with one Save, and the registration screen links the policy', async () => {
    const view = await renderApp('/settings/site', { signedIn: true });
    const form = await screen.findByRole('form', { name: 'Site & policies' }, { timeout: 5000 });
    expect(within(form).getByRole('combobox', { name: 'Time zone' })).toHaveFocus();
    await view.user.type(within(form).getByLabelText('Check out visits automatically after (hours)'), '12');
    await view.user.type(
      within(form).getByLabelText('Privacy policy address (optional)'),
      'https://acme.example/p',
    );
    await view.user.click(within(form).getByLabelText('Print the badge as soon as a visitor is checked in'));
    expect(within(form).getByText('Unsaved changes')).toBeInTheDocument();
    await view.user.click(within(form).getByRole('button', { name: 'Save site' }));
    const { timeZone } = await view.backend.settings.site();
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      `Saved: the desk’s day now runs by ${timeZone}; visits still open 12 hours after check-in are checked out automatically.`,
    );
    expect(within(form).queryByText('Unsaved changes')).toBeNull();
    expect(await view.backend.settings.site()).toMatchObject({
      autoCheckoutHours: 12,
      privacyPolicyUrl: 'https://acme.example/p',
      autoPrintBadge: true,
    });

    await view.user.click(screen.getByRole('link', { name: 'Main page' }));
    await view.user.click(await screen.findByRole('link', { name: 'Check-In' }));
    await view.user.click(await screen.findByRole('link', { name: 'This is my first time here..' }));
    await view.user.click(await screen.findByRole('button', { name: 'Continue without photo' }));
    const link = await screen.findByRole('link', { name: `Privacy policy of ${TEST_COMPANY.name}` });
    await waitFor(() => expect(link).toHaveAttribute('href', 'https://acme.example/p'));
  });
});
