import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { DuplicateVisitorError } from '../../backend/errors';
import type { NewVisitor, Visitor } from '../../backend/types';
import { trackRequest } from '../../app/trackRequest';
import { idleRequest, type RequestState } from '../../lib/requestStatus';
import { logout } from '../auth/authSlice';
import { VISITOR_MESSAGES } from './visitorMessages';

export interface VisitorsState {
  /** The visitor at the desk now, whose visit details are being filled in. */
  current: Visitor | null;
  add: RequestState;
  lookup: RequestState;
}

const initialState: VisitorsState = { current: null, add: idleRequest, lookup: idleRequest };

export const addVisitor = createAppAsyncThunk(
  'visitors/add',
  async (input: NewVisitor, { extra, rejectWithValue }) => {
    try {
      return await (await extra.backend()).visitors.add(input);
    } catch (error) {
      return rejectWithValue(
        error instanceof DuplicateVisitorError ? VISITOR_MESSAGES.duplicateState : VISITOR_MESSAGES.addFailed,
      );
    }
  },
  { condition: (_, { getState }) => getState().visitors.add.status !== 'pending' },
);

export const checkExistingVisitor = createAppAsyncThunk(
  'visitors/checkExisting',
  async (email: string, { extra, rejectWithValue }) => {
    if (!email.trim()) return rejectWithValue(VISITOR_MESSAGES.lookupBlankGuard);
    const visitor = await (await extra.backend()).visitors.findByEmail(email);
    return visitor ?? rejectWithValue(VISITOR_MESSAGES.notFoundState);
  },
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
    const chosen = (state: VisitorsState, visitor: Visitor) => {
      state.current = visitor;
    };
    trackRequest(builder, addVisitor, 'add', VISITOR_MESSAGES.addFailed, chosen);
    trackRequest(builder, checkExistingVisitor, 'lookup', VISITOR_MESSAGES.notFoundState, chosen);
    builder.addCase(logout.fulfilled, () => initialState);
  },
});

export const { visitorChosen } = visitorsSlice.actions;

export const selectCurrentVisitor = (state: RootState) => state.visitors.current;
export const selectAddVisitor = (state: RootState) => state.visitors.add;
export const selectVisitorLookup = (state: RootState) => state.visitors.lookup;
