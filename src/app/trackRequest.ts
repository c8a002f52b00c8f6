import type { ActionReducerMapBuilder, AsyncThunk, Draft } from '@reduxjs/toolkit';
import { failedRequest, pendingRequest, succeededRequest, type RequestState } from '../lib/requestStatus';

/** The fields of a slice's state that hold a RequestState. */
type RequestFields<State> = { [K in keyof State]: State[K] extends RequestState ? K : never }[keyof State];

/**
 * SPEC §4: every operation has request, success and failure states. Records them for one thunk in the
 * slice's `field`; `onSuccess` applies the result.
 */
export function trackRequest<State, Returned, Arg, Config extends { rejectValue: string }>(
  builder: ActionReducerMapBuilder<State>,
  thunk: AsyncThunk<Returned, Arg, Config>,
  field: RequestFields<State>,
  failure: string,
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
      const message: unknown = action.payload;
      set(state, failedRequest(typeof message === 'string' ? message : undefined, failure));
    });
}
