import type { SerializedError } from '@reduxjs/toolkit';
import type { AppError } from '../backend/errors';

/** A query's failure as a sentence for an alert, or null when it has none. */
export function failureText(what: string, error: AppError | SerializedError | undefined): string | null {
  if (!error) return null;
  return `Could not load ${what}: ${error.message ?? 'unknown error'}`;
}
