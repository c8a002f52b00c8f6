import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicSite } from '../../backend/port/contactless';
import { ArrivalForm } from './ArrivalForm';

const site = (privacyPolicyUrl: string): PublicSite => ({
  companyName: 'Acme Front Desk',
  position: null,
  radiusMetres: 150,
  geofence: false,
  companies: ['Acme Corporation'],
  hosts: [{ id: 'h1', name: 'Priya Sharma', companyName: 'Acme Corporation' }],
  expiresAt: Date.now() + 60_000,
  privacyPolicyUrl,
  agreement: null,
});

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
