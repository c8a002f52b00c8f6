import { isPending, isRejected, isFulfilled, type Middleware } from '@reduxjs/toolkit';
import { resetApiAction } from './apiSlot';
import { sessionEnded } from './session';

const isApiAction = (type: string) => type.startsWith('api/');

/**
 * Keeps each session's data to itself. At a session end the API cache is reset (which also stops every
 * live subscription), and a request started before the end never lands in the next session: a check-in
 * still in flight when company A logs out must not appear on company B's screen.
 */
export const sessionBoundary: Middleware = (store) => {
  let current = new Set<string>();
  let orphaned = new Set<string>();
  return (next) => (action) => {
    if (sessionEnded.match(action)) {
      orphaned = current;
      current = new Set();
      const result = next(action);
      const reset = resetApiAction();
      if (reset) store.dispatch(reset);
      return result;
    }
    if (isPending(action) && !isApiAction(action.type) && !('spansSessions' in action.meta)) {
      current.add(action.meta.requestId);
    }
    if ((isFulfilled(action) || isRejected(action)) && !isApiAction(action.type)) {
      current.delete(action.meta.requestId);
      if (orphaned.delete(action.meta.requestId)) return action;
    }
    return next(action);
  };
};
