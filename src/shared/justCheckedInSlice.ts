import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../app/hooks';
import { injectSlice } from '../app/rootReducer';
import type { Visit } from '../backend/port/visits';

/** The last visit this desk checked in, kept on the main page a while after the success page has gone. */
export interface JustCheckedIn {
  id: string;
  visitID: number;
  visitorName: string;
  /** When the desk checked them in (epoch milliseconds). */
  at: number;
  /** The site prints badges at once and this one has been sent to print: it is not sent again. */
  autoPrinted: boolean;
}

/** How long the main page keeps showing the last check-in. */
export const JUST_CHECKED_IN_MS = 3 * 60_000;

export const justCheckedInSlice = createSlice({
  name: 'justCheckedIn',
  initialState: null as JustCheckedIn | null,
  reducers: {
    visitCheckedIn: (_state, action: PayloadAction<Visit>) => ({
      id: action.payload.id,
      visitID: action.payload.visitID,
      visitorName: action.payload.visitorName,
      at: action.payload.checkin_timestamp,
      autoPrinted: false,
    }),
    badgeAutoPrinted: (state) => (state ? { ...state, autoPrinted: true } : state),
    justCheckedInDismissed: () => null,
  },
});

export const { visitCheckedIn, badgeAutoPrinted, justCheckedInDismissed } = justCheckedInSlice.actions;

declare module '../app/rootReducer' {
  interface LazyLoadedSlices {
    justCheckedIn: JustCheckedIn | null;
  }
}

injectSlice(justCheckedInSlice);

export const selectJustCheckedIn = (state: RootState) => state.justCheckedIn ?? null;
