import type { SerializedError, UnknownAction } from '@reduxjs/toolkit';
import type { AppError } from '../backend/errors';
import { t } from '../lib/operatorText';

/** A query's failure as a sentence for an alert, or null when it has none. `what` is already said (t()). */
export function failureText(what: string, error: AppError | SerializedError | undefined): string | null {
  if (!error) return null;
  return t('Could not load {what}: {reason}', { what, reason: error.message ?? t('unknown error') });
}

/** A rejected thunk's reason: its AppError's message. */
export function rejectionReason(action: UnknownAction): string {
  const payload: unknown = action.payload;
  if (typeof payload === 'object' && payload && 'message' in payload && typeof payload.message === 'string') {
    return payload.message;
  }
  return t('unknown error');
}
