import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../backend/errors';
import type { Backend } from '../../backend/port/backend';
import { renderApp, signedInBackend } from '../../test/renderApp';

/**
 * A desk whose network fails after its first code: the first code lives `lifeMs`; each later publish is
 * refused until `online` is set.
 */
async function deskLosingItsNetwork(lifeMs: number) {
  const backend = await signedInBackend();
  const state = { published: 0, online: true };
  const desk: Backend = {
    ...backend,
    contactless: {
      ...backend.contactless,
      publish: async (site) => {
        state.published += 1;
        if (state.published > 1 && !state.online) throw new NetworkError('The network is down');
        const code = await backend.contactless.publish(site);
        return state.published === 1 ? { ...code, expiresAt: Date.now() + lifeMs } : code;
      },
    },
  };
  return { desk, state };
}

describe('the desk’s QR code through a network cut', () => {
  it('pauses contactless check-in once its code expires with no new one, and shows a new code when back online', async () => {
    // Long enough to see the code on a loaded machine before it expires.
    const { desk, state } = await deskLosingItsNetwork(2000);
    state.online = false;
    await renderApp('/contactless', { signedIn: true, backend: desk });
    expect(await screen.findByRole('img', { name: 'QR code to check in from your phone' })).toBeVisible();

    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent('Contactless check-in is paused'),
      {
        timeout: 8000,
      },
    );
    expect(screen.queryByRole('img', { name: 'QR code to check in from your phone' })).toBeNull();

    state.online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await Promise.resolve();
    });
    expect(await screen.findByRole('img', { name: 'QR code to check in from your phone' })).toBeVisible();
    expect(screen.queryByText(/Contactless check-in is paused/)).toBeNull();
    expect(state.published).toBeGreaterThanOrEqual(2);
  });
});
