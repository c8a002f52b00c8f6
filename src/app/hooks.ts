import { createAsyncThunk } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { AppError } from '../backend/errors';
import type { AppDispatch, RootState } from './store';
import type { Services } from './services';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export interface AppThunkConfig {
  state: RootState;
  dispatch: AppDispatch;
  extra: Services;
  rejectValue: AppError;
}

export const createAppAsyncThunk = createAsyncThunk.withTypes<AppThunkConfig>();
