import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/authSlice';
import { dashboardSlice } from '../features/dashboard/dashboardSlice';
import { visitorsSlice } from '../features/visitors/visitorsSlice';
import { visitsSlice } from '../features/visits/visitsSlice';
import type { Services } from './services';
import { registerServices } from './useServices';

const rootReducer = combineReducers({
  [authSlice.name]: authSlice.reducer,
  [visitorsSlice.name]: visitorsSlice.reducer,
  [visitsSlice.name]: visitsSlice.reducer,
  [dashboardSlice.name]: dashboardSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(services: Services, preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: services } }),
  });
  registerServices(store, services);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
