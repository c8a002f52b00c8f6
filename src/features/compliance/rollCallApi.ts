import { api } from '../../app/api';
import { t } from '../../lib/operatorText';
import { fromPort, livePort } from '../../app/portQuery';
import type { RollCall } from '../../backend/port/rollCalls';

/** How many finished roll calls the on-site page lists. */
export const HISTORY_LENGTH = 10;

/**
 * A roll call live (every desk and phone marking people safe sees the others at once), the open one if
 * any, and the latest finished ones.
 */
export const rollCallApi = api.injectEndpoints({
  endpoints: (build) => ({
    rollCall: build.query<RollCall, string>(
      livePort<RollCall, string>('RollCall', {
        read: async (backend, id) => {
          const rollCall = await backend.rollCalls.rollCall(id);
          if (!rollCall) throw new Error(t('No roll call of this company has this address.'));
          return rollCall;
        },
        watch: (backend, id, _services, listener, onError) => backend.rollCalls.watch(id, listener, onError),
      }),
    ),
    openRollCall: build.query<RollCall | null, undefined>({
      queryFn: (_arg, { extra }) => fromPort(extra, (backend) => backend.rollCalls.current()),
      providesTags: ['RollCall'],
    }),
    rollCallHistory: build.query<RollCall[], undefined>({
      queryFn: (_arg, { extra }) => fromPort(extra, (backend) => backend.rollCalls.history(HISTORY_LENGTH)),
      providesTags: ['RollCall'],
    }),
  }),
});

export const { useRollCallQuery, useOpenRollCallQuery, useRollCallHistoryQuery } = rollCallApi;
