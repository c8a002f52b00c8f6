import type { UnknownAction } from '@reduxjs/toolkit';
import { toAppError, type AppError } from '../backend/errors';
import type { Backend } from '../backend/port/backend';
import type { Unsubscribe } from '../backend/port/common';
import { api, type TagType } from './api';
import { servicesFrom, type Services } from './services';

/** How long a live entry waits before listening again after its subscription failed. */
export const RESUBSCRIBE_MS = 5000;

/** A queryFn body: the port's answer as data, its failure as a coded AppError. */
export async function fromPort<T>(
  extra: unknown,
  read: (backend: Backend, services: Services) => Promise<T>,
): Promise<{ data: T } | { error: AppError }> {
  try {
    const services = servicesFrom(extra);
    return { data: await read(await services.backend(), services) };
  } catch (error) {
    return { error: toAppError(error) };
  }
}

/** The part of RTK Query's cache-entry lifecycle a live entry uses. */
interface LiveLifecycle<Result> {
  extra: unknown;
  dispatch: (action: UnknownAction) => unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  updateCachedData: (recipe: () => Result) => unknown;
}

export interface LivePortRead<Result, Arg> {
  /** The one-off read that answers the query. */
  read: (backend: Backend, arg: Arg, services: Services) => Promise<Result>;
  /** The port's subscription that keeps the answer current. */
  watch: (
    backend: Backend,
    arg: Arg,
    services: Services,
    listener: (value: Result) => void,
    onError: (error: Error) => void,
  ) => Unsubscribe;
}

/**
 * A live endpoint's queryFn, tag and cache lifecycle: the read answers first; then, until the entry is
 * removed (its last screen left, or the session ended), the port's subscription replaces the data on every
 * change. A failed subscription invalidates the tag (so a lasting failure becomes the entry's error) and
 * listens again a little later.
 */
export function livePort<Result, Arg>(tag: TagType, { read, watch }: LivePortRead<Result, Arg>) {
  return {
    queryFn: (arg: Arg, { extra }: { extra: unknown }) =>
      fromPort(extra, (backend, services) => read(backend, arg, services)),
    providesTags: [tag],
    async onCacheEntryAdded(arg: Arg, lifecycle: LiveLifecycle<Result>) {
      // Set from callbacks: an object, so TypeScript does not narrow it to its first value.
      const subscription: {
        stop: Unsubscribe | null;
        removed: boolean;
        retry?: ReturnType<typeof setTimeout>;
      } = { stop: null, removed: false };

      async function listen() {
        const services = servicesFrom(lifecycle.extra);
        const backend = await services.backend();
        if (subscription.removed) return;
        const replace = (value: Result) => lifecycle.updateCachedData(() => value);
        subscription.stop = watch(backend, arg, services, replace, () => {
          subscription.stop?.();
          subscription.stop = null;
          lifecycle.dispatch(api.util.invalidateTags([tag]));
          subscription.retry = setTimeout(() => void listen(), RESUBSCRIBE_MS);
        });
      }

      try {
        await lifecycle.cacheDataLoaded;
        await listen();
      } catch {
        // The entry went away before its first data: nothing to follow.
      }
      await lifecycle.cacheEntryRemoved;
      subscription.removed = true;
      clearTimeout(subscription.retry);
      subscription.stop?.();
    },
  };
}
