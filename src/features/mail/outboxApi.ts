import { api } from '../../app/api';
import { livePort } from '../../app/portQuery';
import type { OutboxEntry } from '../../backend/port/mail';

/** The emails the desk sent, newest first, live (a check-in's mail appears as it is recorded). */
export const outboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    outbox: build.query<OutboxEntry[], number>(
      livePort<OutboxEntry[], number>('Outbox', {
        read: (backend, limit) => backend.outbox.list(limit),
        watch: (backend, limit, _services, listener, onError) =>
          backend.outbox.watch(limit, listener, onError),
      }),
    ),
  }),
});

export const { useOutboxQuery } = outboxApi;
