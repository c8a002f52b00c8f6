import type { UnknownAction } from '@reduxjs/toolkit';
import { toAppError, type AppError } from '../backend/errors';
import type { Backend } from '../backend/port/backend';
import type { Unsubscribe } from '../backend/port/common';
import { api, type TagType } from './api';
import { servicesFrom, type Services } from './services';

/** How long a live entry waits before listening again after its subscription failed. */
export const RESUBSCRIBE_MS = 5000;

type QueryResult<T> = { data: T } | { error: AppError };

/** A queryFn body: the port's answer as data, its failure as a coded AppError. */
export async function fromPort<T>(
  extra: unknown,
  read: (backend: Backend, services: Services) => Promise<T>,
): Promise<QueryResult<T>> {
  try {
    const services = servicesFrom(extra);
    return { data: await read(await services.backend(), services) };
  } catch (error) {
    return { error: toAppError(error) };
  }
}

/**
 * A one-off read from a port's subscription: its first answer. Both adapters answer asynchronously, so
 * `stop` is set by then.
 */
export function firstAnswer<T>(
  watch: (listener: (value: T) => void, onError: (error: Error) => void) => Unsubscribe,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = watch((value) => {
      stop();
      resolve(value);
    }, reject);
  });
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
  /** A one-off read, for a refetch once the subscription has failed. */
  read: (backend: Backend, arg: Arg, services: Services) => Promise<Result>;
  /** The port's subscription: calls back with the answer now and after every change. */
  watch: (
    backend: Backend,
    arg: Arg,
    services: Services,
    listener: (value: Result) => void,
    onError: (error: Error) => void,
  ) => Unsubscribe;
}

/** One cache entry's subscription: its first answer is the query's answer, later ones replace it. */
interface Stream<Result> {
  first: Promise<QueryResult<Result>>;
  latest: Result | undefined;
  failed: boolean;
  onChange: ((value: Result) => void) | null;
  onFail: (() => void) | null;
  stop: () => void;
}

/**
 * A live endpoint's queryFn, tag and cache lifecycle. The entry's subscription starts with the entry (RTK
 * Query adds it before running the queryFn), and its first answer is the query's answer: a live read runs
 * once, not twice (local: one IndexedDB read; Firestore: one listener's documents). Until the entry is
 * removed (its last screen left, or the session ended) every change replaces the data. A failed
 * subscription invalidates the tag, so a lasting failure becomes the entry's error, and listens again a
 * little later.
 */
export function livePort<Result, Arg>(tag: TagType, { read, watch }: LivePortRead<Result, Arg>) {
  // Per store (its services, the extra argument), so that two stores never share an answer.
  const streamsByStore = new WeakMap<object, Map<string, Stream<Result>>>();
  const streamsOf = (extra: unknown) => {
    const services = servicesFrom(extra);
    const streams = streamsByStore.get(services) ?? new Map<string, Stream<Result>>();
    streamsByStore.set(services, streams);
    return streams;
  };
  const keyOf = (arg: Arg) => JSON.stringify(arg ?? null);
  const liveTag = (arg: Arg) => ({ type: 'Live' as const, id: `${tag} ${keyOf(arg)}` });

  function open(arg: Arg, extra: unknown): Stream<Result> {
    let settle: (result: QueryResult<Result>) => void = () => undefined;
    const stream: Stream<Result> = {
      first: new Promise((resolve) => (settle = resolve)),
      latest: undefined,
      failed: false,
      onChange: null,
      onFail: null,
      stop: () => undefined,
    };
    let answered = false;
    const services = servicesFrom(extra);
    void services.backend().then(
      (backend) => {
        if (stream.failed) return;
        stream.stop = watch(
          backend,
          arg,
          services,
          (value) => {
            stream.latest = value;
            if (!answered) settle({ data: value });
            answered = true;
            stream.onChange?.(value);
          },
          (error) => {
            stream.failed = true;
            stream.onChange = null;
            if (answered) stream.onFail?.();
            else settle({ error: toAppError(error) });
            answered = true;
          },
        );
      },
      (error: unknown) => {
        stream.failed = true;
        settle({ error: toAppError(error) });
      },
    );
    return stream;
  }

  return {
    queryFn: (arg: Arg, { extra }: { extra: unknown }) => {
      const stream = streamsOf(extra).get(keyOf(arg));
      if (stream && !stream.failed) {
        return stream.latest === undefined ? stream.first : Promise.resolve({ data: stream.latest });
      }
      return fromPort(extra, (backend, services) => read(backend, arg, services));
    },
    // Writes never refetch a live read (its listener brings the change, and a refetch racing it could
    // put back the value before the change): it provides only its own tag, for a failed subscription.
    providesTags: (_result: unknown, _error: unknown, arg: Arg) => [liveTag(arg)],
    async onCacheEntryAdded(arg: Arg, lifecycle: LiveLifecycle<Result>) {
      const key = keyOf(arg);
      const streams = streamsOf(lifecycle.extra);
      let stream = open(arg, lifecycle.extra);
      streams.set(key, stream);
      const replace = (value: Result) => lifecycle.updateCachedData(() => value);
      let retry: ReturnType<typeof setTimeout> | undefined;
      let removed = false;

      const resubscribe = () => {
        retry = setTimeout(() => {
          if (removed) return;
          stream = open(arg, lifecycle.extra);
          streams.set(key, stream);
          follow(stream);
        }, RESUBSCRIBE_MS);
      };
      const follow = (current: Stream<Result>) => {
        if (current.failed) return resubscribe();
        current.onChange = replace;
        // A failed subscription: refetch (a one-off read shows a lasting failure), and listen again later.
        current.onFail = () => {
          lifecycle.dispatch(api.util.invalidateTags([liveTag(arg)]));
          resubscribe();
        };
        if (current.latest !== undefined) replace(current.latest);
      };

      try {
        await lifecycle.cacheDataLoaded;
        follow(stream);
      } catch {
        // The entry went away before its first data.
      }
      await lifecycle.cacheEntryRemoved;
      removed = true;
      clearTimeout(retry);
      // A later entry for the same argument may have its own stream by now: leave that one.
      if (streams.get(key) === stream) streams.delete(key);
      stream.stop();
    },
  };
}
