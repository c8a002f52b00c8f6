import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ConfigError, readConfig } from '../config/env';
import { ConfigErrorPage } from './ConfigErrorPage';

it('names the variable to fix instead of showing a blank page', () => {
  let message = '';
  try {
    readConfig({ VITE_BACKEND: 'firebase' });
  } catch (error) {
    if (error instanceof ConfigError) message = error.message;
  }
  render(<ConfigErrorPage message={message} />);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Configuration error: VITE_FIREBASE_API_KEY must be set when VITE_BACKEND is firebase.',
  );
  expect(screen.getByRole('heading', { name: 'Frontdesk cannot start' })).toBeInTheDocument();
});
