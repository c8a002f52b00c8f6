import { api } from '../../app/api';
import { fromPort } from '../../app/portQuery';
import type { KeptOnDevice } from '../../backend/port/sync';

/** What this browser keeps of the company once the page is closed (Settings → This desk). */
const deskApi = api.injectEndpoints({
  endpoints: (build) => ({
    keptOnDevice: build.query<KeptOnDevice, undefined>({
      queryFn: (_, { extra }) => fromPort(extra, (backend) => Promise.resolve(backend.sync.keptOnDevice())),
    }),
  }),
});

export const { useKeptOnDeviceQuery } = deskApi;
