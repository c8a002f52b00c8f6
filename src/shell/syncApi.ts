import { api } from '../app/api';
import { createCommand } from '../app/command';
import { firstAnswer, livePort } from '../app/portQuery';
import type { RefusedChange } from '../backend/port/sync';

/**
 * Where this desk's changes stand beyond the page's own ledger (app/writes.ts): those an earlier page
 * left on the device for the server, and those the server refused on their arrival. Both live.
 */
const syncApi = api.injectEndpoints({
  endpoints: (build) => ({
    changesCarriedOver: build.query<number, undefined>(
      livePort<number, undefined>('ChangesCarriedOver', {
        read: (backend) => firstAnswer((listener) => backend.sync.watchCarriedOver(listener)),
        watch: (backend, _arg, _services, listener) => backend.sync.watchCarriedOver(listener),
      }),
    ),
    refusedChanges: build.query<RefusedChange[], undefined>(
      livePort<RefusedChange[], undefined>('RefusedChange', {
        read: (backend) => firstAnswer((listener) => backend.sync.watchRefused(listener)),
        watch: (backend, _arg, _services, listener) => backend.sync.watchRefused(listener),
      }),
    ),
  }),
});

export const { useChangesCarriedOverQuery, useRefusedChangesQuery } = syncApi;

/** Someone has seen to a refused change: it leaves the list (on this browser, where it was kept). */
export const dismissRefusedChange = createCommand(
  'sync/dismissRefused',
  (id: string, { backend }) => Promise.resolve(backend.sync.dismissRefused(id)),
  // Nothing for the server: not a change waiting to be sent.
  { upkeep: true },
);
