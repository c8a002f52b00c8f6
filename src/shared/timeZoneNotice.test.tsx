import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserTimeZone } from '../lib/siteDays';
import { checkInInput } from '../test/fixtures';
import { renderApp, signedInBackend } from '../test/renderApp';

describe('a site time zone this browser does not know', () => {
  it('is said at the top of the desk, and every screen goes on in the browser’s zone', async () => {
    const backend = await signedInBackend();
    // A zone stored by an older desk or another browser, in the shape the rules accept.
    await backend.settings.updateSite({ timeZone: 'Mars/Olympus_Mons' });
    await backend.visits.checkIn(checkInInput({ visitorName: 'Asha Rao' }));
    await renderApp('/admin_dashboard', { signedIn: true, backend });
    expect(screen.getByRole('alert')).toHaveTextContent(
      `The site's time zone, “Mars/Olympus_Mons”, is not one this browser knows: times show in ${browserTimeZone()}`,
    );
    const table = screen.getByRole('table', { name: 'Admin Panel' });
    expect(within(table).getByText('Asha Rao')).toBeInTheDocument();
  });
});
