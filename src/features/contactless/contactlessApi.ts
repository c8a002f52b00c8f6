import { api } from '../../app/api';
import { livePort } from '../../app/portQuery';
import type { Arrival } from '../../backend/port/contactless';

/** The arrivals waiting for the desk, live: a phone's arrival shows at every desk at once. */
export const contactlessApi = api.injectEndpoints({
  endpoints: (build) => ({
    waitingArrivals: build.query<Arrival[], undefined>(
      livePort<Arrival[], undefined>('Arrival', {
        // A one-off read (after a failed subscription): the subscription's first answer. Both adapters
        // answer asynchronously, so `stop` is set by then.
        read: (backend) =>
          new Promise((resolve, reject) => {
            const stop = backend.contactless.watchArrivals((arrivals) => {
              stop();
              resolve(arrivals);
            }, reject);
          }),
        watch: (backend, _arg, _services, listener, onError) =>
          backend.contactless.watchArrivals(listener, onError),
      }),
    ),
  }),
});

export const { useWaitingArrivalsQuery } = contactlessApi;
