import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { typeFromTemplate, VISITOR_TYPE_TEMPLATES } from '../../backend/visitorTypeTemplates';
import { newLocalBackend, renderApp } from '../../test/renderApp';
import { chooseHost, clickCheckIn, openReturningVisitor } from '../../test/desk';
import { visitorInput } from '../../test/fixtures';
import { NO_HOST_CHOICE } from '../../shared/HostFields';
import { visitorChosen } from '../visitors/visitorsSlice';

const location = () => screen.getByTestId('location').textContent;

/** The Delivery template, as a company that needs no host for it saves it. */
function deliveryWithoutHost() {
  const template = VISITOR_TYPE_TEMPLATES.find((each) => each.name === 'Delivery');
  if (!template) throw new Error('no Delivery template');
  return { ...typeFromTemplate(template, 3), hostRequired: false };
}

describe('a visitor type that needs no host', () => {
  it('checks a delivery in with "No host": the visit names nobody, and only the visitor is emailed', async () => {
    const backend = newLocalBackend();
    const view = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
    const delivery = deliveryWithoutHost();
    await view.backend.settings.saveVisitorType(delivery);
    const visitor = await view.backend.visitors.add(
      visitorInput({ visitorName: 'Dina Courier', visitorEmail: 'dina@example.com' }),
    );
    act(() => void view.store.dispatch(visitorChosen(visitor)));
    await openReturningVisitor(view.user, 'Dina Courier', 'dina@example.com');

    // A type with a host asks for one, as the spec's do.
    await clickCheckIn(view.user);
    expect(screen.getByText('Please choose whom the visitor is meeting.')).toBeInTheDocument();
    const typeSelect = screen.getByLabelText('Visit Type');
    await waitFor(() =>
      expect(within(typeSelect).getByRole('option', { name: 'Delivery' })).toBeInTheDocument(),
    );
    await view.user.selectOptions(typeSelect, 'Delivery');
    expect(screen.getByLabelText('Whom To Meet')).toHaveDisplayValue(NO_HOST_CHOICE);
    // "No host" stays a choice after a host was chosen.
    await chooseHost(view.user);
    await view.user.selectOptions(screen.getByLabelText('Whom To Meet'), NO_HOST_CHOICE);
    await view.user.selectOptions(screen.getByLabelText('Carrier'), 'DHL');
    await view.user.type(screen.getByLabelText('Number of packages'), '2');
    await clickCheckIn(view.user);
    await waitFor(() => expect(location()).toBe('/checkin_success'));

    const [visit] = await view.backend.visits.onSite();
    expect(visit).toMatchObject({ visitType: 'Delivery', whomToMeet: '', hostId: '', whomToMeetEmail: '' });
    await waitFor(async () =>
      expect((await view.backend.mail.forVisits([visit?.id ?? ''])).map((mail) => mail.kind)).toEqual([
        'visitor',
      ]),
    );
  });
});
