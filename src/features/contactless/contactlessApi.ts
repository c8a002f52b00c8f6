import { api } from '../../app/api';
import { firstAnswer, livePort } from '../../app/portQuery';
import type { Arrival } from '../../backend/port/contactless';

/** The arrivals waiting for the desk, live: a phone's arrival shows at every desk at once. */
export const contactlessApi = api.injectEndpoints({
  endpoints: (build) => ({
    waitingArrivals: build.query<Arrival[], undefined>(
      livePort<Arrival[], undefined>('Arrival', {
        read: (backend) =>
          firstAnswer((listener, onError) => backend.contactless.watchArrivals(listener, onError)),
        watch: (backend, _arg, _services, listener, onError) =>
          backend.contactless.watchArrivals(listener, onError),
      }),
    ),
  }),
});

export const { useWaitingArrivalsQuery } = contactlessApi;
