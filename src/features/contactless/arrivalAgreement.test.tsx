import { publicSite } from '../../test/fixtures';
import { fillArrival } from '../../test/desk';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ArrivalInput } from '../../backend/port/contactless';
import { AGREEMENT_MESSAGES } from '../agreement/acceptance';
import { SPEC_VISITOR_TYPES } from '../../backend/visitorTypes';
import { ArrivalForm } from './ArrivalForm';

const site = publicSite({
  agreement: { version: 4, text: 'Wear your badge at all times.' },
  agreementRequired: true,
});

const noop = () => undefined;

describe('the visitor agreement on the visitor’s phone', () => {
  it('is shown before Check in and sent with the arrival once the visitor types their own name', async () => {
    const user = userEvent.setup();
    const sent: ArrivalInput[] = [];
    render(
      <ArrivalForm
        site={site}
        send={(input) => {
          sent.push(input);
          return Promise.resolve('a1');
        }}
        distanceMetres={null}
        onArrived={noop}
        onStale={noop}
      />,
    );
    const agreement = screen.getByRole('group', { name: 'Visitor agreement (version 4)' });
    expect(within(agreement).getByRole('region', { name: 'Agreement text' })).toHaveTextContent(
      'Wear your badge at all times.',
    );
    await fillArrival(user, 'Meeting', 'Zoya Phone');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(screen.getByRole('alert')).toHaveTextContent(AGREEMENT_MESSAGES.nameMismatch);
    expect(sent).toEqual([]);

    await user.type(within(agreement).getByLabelText('Type your full name to accept'), 'zoya phone');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(sent).toHaveLength(1);
    // Signed on the phone's screen in its language (English here, the page's default).
    expect(sent[0]?.agreement).toMatchObject({
      version: 4,
      signedName: 'zoya phone',
      signature: '',
      language: 'en',
    });
  });

  it('shows a type asking for another agreement that agreement by name, and sends its revision', async () => {
    const user = userEvent.setup();
    const sent: ArrivalInput[] = [];
    const [meeting, ...others] = SPEC_VISITOR_TYPES;
    if (!meeting) throw new Error('no Meeting');
    const inducted = publicSite({
      agreement: { version: 4, text: 'Wear your badge at all times.' },
      agreementRequired: true,
      visitorTypes: [{ ...meeting, agreement: 'always', agreementId: 'safetyinduct01.3' }, ...others],
      namedAgreements: { 'safetyinduct01.3': { name: 'Safety induction', text: 'Wear a hard hat.' } },
    });
    render(
      <ArrivalForm
        site={inducted}
        send={(input) => {
          sent.push(input);
          return Promise.resolve('a1');
        }}
        distanceMetres={null}
        onArrived={noop}
        onStale={noop}
      />,
    );
    await fillArrival(user, 'Meeting', 'Zoya Phone');
    const agreement = screen.getByRole('group', { name: 'Safety induction' });
    expect(within(agreement).getByRole('region', { name: 'Agreement text' })).toHaveTextContent(
      'Wear a hard hat.',
    );
    expect(screen.queryByText('Wear your badge at all times.')).toBeNull();
    await user.type(within(agreement).getByLabelText('Type your full name to accept'), 'Zoya Phone');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(sent[0]?.agreement).toMatchObject({
      agreementId: 'safetyinduct01.3',
      version: 3,
      signedName: 'Zoya Phone',
    });
  });
});
