import { configureStore, createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { expect, it } from 'vitest';
import { idleRequest } from '../lib/requestStatus';
import { trackRequest } from './trackRequest';

const save = createAsyncThunk<number, 'ok' | 'refused' | 'crash', { rejectValue: string }>(
  'test/save',
  (outcome, { rejectWithValue }) => {
    if (outcome === 'refused') return rejectWithValue('Refused by the backend');
    if (outcome === 'crash') throw new Error('unexpected');
    return 42;
  },
);

const slice = createSlice({
  name: 'test',
  initialState: { save: idleRequest, saved: 0 },
  reducers: {},
  extraReducers: (builder) => {
    trackRequest(builder, save, 'save', 'Could not save', (state, value) => {
      state.saved = value;
    });
  },
});

const makeStore = () => configureStore({ reducer: slice.reducer });

it('records success and applies the result', async () => {
  const store = makeStore();
  const pending = store.dispatch(save('ok'));
  expect(store.getState().save.status).toBe('pending');
  await pending;
  expect(store.getState()).toEqual({ save: { status: 'succeeded', error: null }, saved: 42 });
});

it('records the rejection message, or the fallback when the thunk crashed', async () => {
  const store = makeStore();
  await store.dispatch(save('refused'));
  expect(store.getState().save).toEqual({ status: 'failed', error: 'Refused by the backend' });
  await store.dispatch(save('crash'));
  expect(store.getState().save).toEqual({ status: 'failed', error: 'Could not save' });
  expect(store.getState().saved).toBe(0);
});
