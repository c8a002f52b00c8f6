import type { SerializedError, UnknownAction } from '@reduxjs/toolkit';
import type { AppError } from '../backend/errors';

/** A query's failure as a sentence for an alert, or null when it has none. */
export function failureText(what: string, error: AppError | SerializedError | undefined): string | null {
  if (!error) return null;
  return `Could not load ${what}: ${error.message ?? 'unknown error'}`;
}

/** A rejected thunk's reason: its AppError's message. */
export function rejectionReason(action: UnknownAction): string {
  const payload: unknown = action.payload;
  if (typeof payload === 'object' && payload && 'message' in payload && typeof payload.message === 'string') {
    return payload.message;
  }
  return 'unknown error';
}
