import { useStore } from 'react-redux';
import type { Services } from './services';

/**
 * For screens that read straight from the backend without keeping the result in the store
 * (the outbox). The services are the store's thunk extra argument.
 */
const servicesByStore = new WeakMap<object, Services>();

export function registerServices(store: object, services: Services): void {
  servicesByStore.set(store, services);
}

export function useServices(): Services {
  const store = useStore();
  const services = servicesByStore.get(store);
  if (!services) throw new Error('The store was made without makeStore');
  return services;
}
