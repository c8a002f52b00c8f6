import { describe, expect, it, vi } from 'vitest';
import { keepAppShell } from './appShellCache';

/** A browser's service worker container, as far as keepAppShell uses it: a controller, its change event. */
function containerControlledBy(controller: object | null) {
  // Registration itself is the browser's: refused here, which the desk shrugs off.
  const register = vi.fn(() => Promise.reject(new Error('no service workers in this test')));
  const container = Object.assign(new EventTarget(), { controller, register });
  const takeOver = (next: object) => {
    container.controller = next;
    container.dispatchEvent(new Event('controllerchange'));
  };
  return { container, register, takeOver };
}

const worker = (name: string) => ({ scriptURL: `/sw.js#${name}` });

interface FakeRegistration extends EventTarget {
  installing: (EventTarget & { state: string }) | null;
  waiting: object | null;
}

/** A container controlled by `controller` whose registration succeeds, with no new worker yet. */
function registeredUnder(controller: object) {
  const registration: FakeRegistration = Object.assign(new EventTarget(), {
    installing: null,
    waiting: null,
  });
  const container = Object.assign(new EventTarget(), {
    controller,
    register: vi.fn(() => Promise.resolve(registration)),
  });
  return { registration, container };
}

describe('keepAppShell', () => {
  it('registers the worker, and says a new version took over when the controller changes', () => {
    const loaded = worker('v1');
    const { container, register, takeOver } = containerControlledBy(loaded);
    const onNewVersion = vi.fn();
    const stop = keepAppShell(onNewVersion, container, loaded);
    expect(register).toHaveBeenCalledWith('/sw.js');
    expect(onNewVersion).not.toHaveBeenCalled();

    takeOver(worker('v2'));
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    stop();
    takeOver(worker('v3'));
    expect(onNewVersion).toHaveBeenCalledTimes(1);
  });

  it('says so at once when the new version took over before the desk started listening', () => {
    const { container } = containerControlledBy(worker('v2'));
    const onNewVersion = vi.fn();
    keepAppShell(onNewVersion, container, worker('v1'));
    expect(onNewVersion).toHaveBeenCalledTimes(1);
  });

  it('says nothing of the first worker of a browser, which only starts keeping the app', () => {
    const { container, takeOver } = containerControlledBy(null);
    const onNewVersion = vi.fn();
    keepAppShell(onNewVersion, container, null);
    takeOver(worker('v1'));
    expect(onNewVersion).not.toHaveBeenCalled();
  });

  it('says so when a new version is installed and left waiting, as Chromium under load sometimes does', async () => {
    const loaded = worker('v1');
    const { registration, container } = registeredUnder(loaded);
    const onNewVersion = vi.fn();
    keepAppShell(onNewVersion, container, loaded);
    // The registration's promise settles: keepAppShell is listening to it now.
    await new Promise((resolve) => setTimeout(resolve, 0));

    const next = Object.assign(new EventTarget(), { state: 'installing' });
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    expect(onNewVersion).not.toHaveBeenCalled();
    registration.installing = null;
    registration.waiting = next;
    next.state = 'installed';
    next.dispatchEvent(new Event('statechange'));
    expect(onNewVersion).toHaveBeenCalledTimes(1);
  });

  it('says so at once when a new version was already waiting as the desk opened', async () => {
    const loaded = worker('v1');
    const { registration, container } = registeredUnder(loaded);
    registration.waiting = worker('v2');
    const onNewVersion = vi.fn();
    keepAppShell(onNewVersion, container, loaded);
    await vi.waitFor(() => expect(onNewVersion).toHaveBeenCalledTimes(1));
  });
});
