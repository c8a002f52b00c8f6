import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { api } from '../../app/api';
import { createAppAsyncThunk } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { trackRequest } from '../../app/trackRequest';
import { toAppError } from '../../backend/errors';
import type { NewVisitor, Visitor } from '../../backend/port/visitors';
import { normalizeEmail } from '../../lib/email';
import { idleRequest, type RequestState } from '../../lib/requestStatus';
import { VISITOR_MESSAGES } from './visitorMessages';
import { visitorsApi } from './visitorsApi';

export interface VisitorsState {
  /** The visitor at the desk now, whose visit details are being filled in. */
  current: Visitor | null;
  add: RequestState;
}

const initialState: VisitorsState = { current: null, add: idleRequest };

export const addVisitor = createAppAsyncThunk(
  'visitors/add',
  async (input: NewVisitor, { dispatch, extra, rejectWithValue }) => {
    try {
      const visitor = await (await extra.backend()).visitors.add(input);
      dispatch(api.util.invalidateTags([{ type: 'Visitor', id: normalizeEmail(input.visitorEmail) }]));
      return visitor;
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
  { condition: (_, { getState }) => getState().visitors.add.status !== 'pending' },
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
      (error) => (error.code === 'duplicate' ? VISITOR_MESSAGES.duplicateState : VISITOR_MESSAGES.addFailed),
      (state, visitor) => {
        state.current = visitor;
      },
    );
    builder.addMatcher(visitorsApi.endpoints.findVisitor.matchFulfilled, (state, action) => {
      state.current = action.payload;
    });
  },
});

export const { visitorChosen } = visitorsSlice.actions;

export const selectCurrentVisitor = (state: RootState) => state.visitors.current;
export const selectAddVisitor = (state: RootState) => state.visitors.add;
