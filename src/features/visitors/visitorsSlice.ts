import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createCommand } from '../../app/command';
import type { RootState } from '../../app/hooks';
import { injectSlice } from '../../app/rootReducer';
import { trackRequest } from '../../app/trackRequest';
import type { NewVisitor, Visitor } from '../../backend/port/visitors';
import { idleRequest, type RequestState } from '../../app/requestStatus';
import { VISITOR_MESSAGES } from './visitorMessages';
import { t } from '../../lib/operatorText';

export interface VisitorsState {
  /** The visitor at the desk now, whose visit details are being filled in. */
  current: Visitor | null;
  add: RequestState;
}

const initialState: VisitorsState = { current: null, add: idleRequest };

/** `attempt`: one per registration, kept while the desk tries it again (VisitorsPort.add). */
export const addVisitor = createCommand(
  'visitors/add',
  ({ visitor, attempt }: { visitor: NewVisitor; attempt: string }, { backend }) =>
    backend.visitors.add(visitor, attempt),
  { invalidates: ['Visitor'], condition: (_, state) => selectAddVisitor(state).status !== 'pending' },
);

export const visitorsSlice = createSlice({
  name: 'visitors',
  initialState,
  reducers: {
    visitorChosen(state, action: PayloadAction<Visitor | null>) {
      state.current = action.payload;
    },
  },
  extraReducers: (builder) => {
    trackRequest(
      builder,
      addVisitor,
      'add',
      (error) => t(error.code === 'duplicate' ? VISITOR_MESSAGES.duplicateState : VISITOR_MESSAGES.addFailed),
      (state, visitor) => {
        state.current = visitor;
      },
    );
  },
});

export const { visitorChosen } = visitorsSlice.actions;

declare module '../../app/rootReducer' {
  interface LazyLoadedSlices {
    visitors: VisitorsState;
  }
}

injectSlice(visitorsSlice);

const selectVisitors = (state: RootState) => state.visitors ?? initialState;
export const selectCurrentVisitor = (state: RootState) => selectVisitors(state).current;
export const selectAddVisitor = (state: RootState) => selectVisitors(state).add;
