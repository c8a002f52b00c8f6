import { publicSite } from '../../test/fixtures';
import { fillArrival } from '../../test/desk';
import { SPEC_VISITOR_TYPES } from '../../backend/visitorTypes';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PHOTO_REQUIRED } from '../../backend/port/contactless';
import { ArrivalForm } from './ArrivalForm';

const site = (privacyPolicyUrl: string) => publicSite({ privacyPolicyUrl });

const noop = () => undefined;

describe('the privacy policy on the visitor’s phone', () => {
  it('links the company’s policy next to the consent, opening apart from the check-in', () => {
    render(
      <ArrivalForm
        site={site('https://acme.example/privacy')}
        send={() => Promise.resolve('a1')}
        distanceMetres={null}
        onArrived={noop}
        onStale={noop}
      />,
    );
    const link = screen.getByRole('link', { name: 'Privacy policy of Acme Front Desk' });
    expect(link).toHaveAttribute('href', 'https://acme.example/privacy');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no link when the company has set none', () => {
    render(
      <ArrivalForm
        site={site('')}
        send={() => Promise.resolve('a1')}
        distanceMetres={null}
        onArrived={noop}
        onStale={noop}
      />,
    );
    expect(screen.queryByRole('link', { name: /Privacy policy/ })).not.toBeInTheDocument();
  });
});

describe('the arrival form’s own checks', () => {
  it('says what is missing beside each field, focuses the first, and clears a message once edited', async () => {
    const user = userEvent.setup();
    const send = vi.fn(() => Promise.resolve('a1'));
    render(<ArrivalForm site={site('')} send={send} distanceMetres={null} onArrived={noop} onStale={noop} />);
    await user.type(screen.getByLabelText('Email'), 'zoya@');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter your email address, such as name@example.com.',
    );
    expect(screen.getByLabelText('Whom to meet')).toHaveAccessibleDescription(
      'Please choose whom you are meeting.',
    );
    expect(screen.getByLabelText(/^I agree/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Your name'), 'Zoya');
    expect(screen.getByLabelText('Your name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your name')).toHaveValue('Zoya');
    expect(send).not.toHaveBeenCalled();
  });

  it('asks for a photo where the visitor type needs one, beside its button, and sends nothing without', async () => {
    const user = userEvent.setup();
    const send = vi.fn(() => Promise.resolve('a1'));
    const [meeting] = SPEC_VISITOR_TYPES;
    if (!meeting) throw new Error('The spec has no types');
    const photographed = { ...meeting, id: 'tcourier1', name: 'Courier', photoRequired: true };
    const needsPhoto = { ...site(''), visitorTypes: [...SPEC_VISITOR_TYPES, photographed] };
    render(
      <ArrivalForm site={needsPhoto} send={send} distanceMetres={null} onArrived={noop} onStale={noop} />,
    );
    await fillArrival(user, 'Courier');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    const photo = screen.getByRole('button', { name: 'Take a photo for your badge' });
    expect(photo).toHaveFocus();
    expect(photo).toHaveAccessibleDescription(PHOTO_REQUIRED);
    expect(send).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Visit type'), 'Meeting');
    expect(screen.getByRole('button', { name: 'Take a photo for your badge (optional)' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ visitTypeId: 'meeting', imageUrl: '' }));
  });
});
