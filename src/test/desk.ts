import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** On visit details: waits for the directory's hosts, then chooses one (nobody is chosen for the desk). */
export async function chooseHost(user: UserEvent, name = 'Priya Sharma'): Promise<void> {
  const select = await screen.findByLabelText('Whom To Meet');
  await waitFor(() => expect(within(select).getByRole('option', { name })).toBeInTheDocument(), {
    timeout: 5000,
  });
  await user.selectOptions(select, name);
}

/**
 * On visit details: Check In, once it can be pressed. It stays disabled until the site's agreement policy
 * is read, and a click before that does nothing, for a test as for the operator.
 */
export async function clickCheckIn(user: UserEvent): Promise<void> {
  const button = screen.getByRole('button', { name: 'Check In' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

/** From the main page: a registered visitor found by their email, ending on their visit details. */
export async function openReturningVisitor(user: UserEvent, name: string, email: string): Promise<void> {
  await user.click(await screen.findByRole('link', { name: 'Check-In' }));
  await user.click(await screen.findByRole('link', { name: 'I have been here before..' }));
  await user.type(await screen.findByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByText(`Welcome, ${name}!`);
}

/** Fills the arrival form as a visitor does, the type chosen by name, and accepts the privacy notice. */
export async function fillArrival(user: UserEvent, visitType: string, visitorName = 'Zoya'): Promise<void> {
  await user.type(screen.getByLabelText('Your name'), visitorName);
  await user.type(screen.getByLabelText('Email'), 'zoya@visitors.example');
  await user.type(screen.getByLabelText('Mobile'), '9876543210');
  await user.selectOptions(screen.getByLabelText('Visit type'), visitType);
  await user.selectOptions(screen.getByLabelText('Company you are visiting'), 'Acme Corporation');
  await user.selectOptions(screen.getByLabelText('Whom to meet'), 'Priya Sharma');
  await user.click(screen.getByLabelText(/^I agree/));
}
