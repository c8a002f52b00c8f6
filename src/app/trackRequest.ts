import type { ActionReducerMapBuilder, AsyncThunk, Draft } from '@reduxjs/toolkit';
import { isAppError, type AppError } from '../backend/errors';
import { t } from '../lib/operatorText';
import type { AppThunkConfig } from './hooks';
import { failedRequest, pendingRequest, succeededRequest, type RequestState } from './requestStatus';

/** The fields of a slice's state that hold a RequestState. */
type RequestFields<State> = { [K in keyof State]: State[K] extends RequestState ? K : never }[keyof State];

/**
 * The spec: every operation has request, success and failure states. Records them for one thunk in the
 * slice's `field`; `failureText` picks the spec's failure state by the error's code; `onSuccess` applies
 * the result.
 */
export function trackRequest<State, Returned, Arg>(
  builder: ActionReducerMapBuilder<State>,
  thunk: AsyncThunk<Returned, Arg, AppThunkConfig>,
  field: RequestFields<State>,
  failureText: (error: AppError, arg: Arg) => string,
  onSuccess?: (state: Draft<State>, payload: Returned) => void,
): void {
  // Sound by the type of `field`: it names a RequestState field.
  const set = (state: Draft<State>, request: RequestState) => {
    (state as unknown as Record<typeof field, RequestState>)[field] = request;
  };
  builder
    .addCase(thunk.pending, (state) => set(state, pendingRequest))
    .addCase(thunk.fulfilled, (state, action) => {
      set(state, succeededRequest);
      onSuccess?.(state, action.payload);
    })
    .addCase(thunk.rejected, (state, action) => {
      const payload: unknown = action.payload;
      const error: AppError = isAppError(payload)
        ? payload
        : { code: 'unknown', message: t('The request failed') };
      const text = failureText(error, action.meta.arg);
      const reason = error.code === 'network' && error.message !== text ? error.message : null;
      set(state, failedRequest(error.code, text, reason));
    });
}
