import { combineSlices, type UnknownAction } from '@reduxjs/toolkit';
import { sessionEnded, sessionSlice } from './session';

/**
 * The parts of the state that arrive with the screens that use them. Each feature's slice adds itself
 * here (declaration merging: `declare module '…/app/rootReducer' { interface LazyLoadedSlices … }`) and
 * injects its reducer as its module loads, so the public pages never download the desk's slices or RTK
 * Query, and app/ never imports a feature. Read them through selectors that fall back to the initial
 * state, since a part injected just now is filled by the next action.
 */
// Declaration merging needs an interface, and the features fill it in.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

const slices = combineSlices(sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof slices>;

/**
 * At every session end each slice and the API cache start again from their initial state: nothing of one
 * company survives into the next session on a shared desk. No slice keeps its own copy of this rule.
 */
export const rootReducer = (state: Partial<RootState> | undefined, action: UnknownAction): RootState =>
  slices(sessionEnded.match(action) ? undefined : state, action);

/** Called once by each lazy part's module as it loads: `injectSlice(visitsSlice)`. */
export const injectSlice = slices.inject.bind(slices);
