import type { Dispatch, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { AppError } from '../backend/errors';
import type { RootState } from './rootReducer';
import type { Services } from './services';

export type { RootState } from './rootReducer';

/** The store's dispatch, as the composition root's makeStore builds it: thunks get the services. */
export type AppDispatch = ThunkDispatch<RootState, Services, UnknownAction> & Dispatch;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The types every command's thunk is made with (command.ts). */
export interface AppThunkConfig {
  state: RootState;
  dispatch: AppDispatch;
  extra: Services;
  rejectValue: AppError;
}
