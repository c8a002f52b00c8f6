import { api } from '../app/api';
import { createCommand } from '../app/command';
import { firstAnswer, livePort } from '../app/portQuery';
import type { RefusedChange } from '../backend/port/sync';

/** The changes this desk made offline that the server refused on their arrival, live. */
const refusedChangesApi = api.injectEndpoints({
  endpoints: (build) => ({
    refusedChanges: build.query<RefusedChange[], undefined>(
      livePort<RefusedChange[], undefined>('RefusedChange', {
        read: (backend) => firstAnswer((listener) => backend.sync.watchRefused(listener)),
        watch: (backend, _arg, _services, listener) => backend.sync.watchRefused(listener),
      }),
    ),
  }),
});

export const { useRefusedChangesQuery } = refusedChangesApi;

/** Someone has seen to a refused change: it leaves the list (on this browser, where it was kept). */
export const dismissRefusedChange = createCommand(
  'sync/dismissRefused',
  (id: string, { backend }) => Promise.resolve(backend.sync.dismissRefused(id)),
  // Nothing for the server: not a change waiting to be sent.
  { upkeep: true },
);
