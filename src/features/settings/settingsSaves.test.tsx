import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackendError } from '../../backend/errors';
import type { Backend } from '../../backend/port/backend';
import type { HostInput } from '../../backend/port/directory';
import { newLocalBackend, renderApp } from '../../test/renderApp';

/** A backend whose host saves wait until the test lets them through, as a slow server would. */
function heldHostSaves() {
  const backend = newLocalBackend();
  const releases: Array<() => void> = [];
  const save = backend.directory.saveHost.bind(backend.directory);
  const held: Backend = {
    ...backend,
    directory: {
      ...backend.directory,
      saveHost: (input: HostInput) =>
        new Promise<void>((resolve) => releases.push(resolve)).then(() => save(input)),
    },
  };
  return { backend: held, releaseAll: () => releases.splice(0).forEach((release) => release()) };
}

async function settingsScreen(backend: Backend) {
  const view = await renderApp('/settings/directory', { signedIn: true, backend });
  await screen.findByRole('table', { name: 'Hosts' });
  return view;
}

describe('settings saves', () => {
  it('says a host is added only once the backend has it, then empties the form for the next', async () => {
    const { backend, releaseAll } = heldHostSaves();
    const view = await settingsScreen(backend);
    const form = screen.getByRole('form', { name: 'New host' });
    await view.user.type(within(form).getByLabelText('Host name'), 'Meera Nair');
    await view.user.type(within(form).getByLabelText('Host email'), 'meera@globex.example');
    await view.user.click(within(form).getByRole('button', { name: 'Add host' }));

    expect(await within(form).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.queryByText('Added Meera Nair.')).not.toBeInTheDocument();
    releaseAll();

    expect(await screen.findByRole('status')).toHaveTextContent('Added Meera Nair.');
    const nextForm = screen.getByRole('form', { name: 'New host' });
    expect(within(nextForm).getByLabelText('Host name')).toHaveValue('');
    const directory = await backend.directory.list();
    expect(directory.hosts.map((host) => host.name)).toContain('Meera Nair');
  });

  it('saves an edited host in its row and says so; Cancel leaves the host as it was', async () => {
    const backend = newLocalBackend();
    const view = await settingsScreen(backend);
    const [edit, editAgain] = await screen.findAllByRole('button', { name: /^Edit / });
    if (!edit || !editAgain) throw new Error('Fewer than two hosts to edit');
    const before = (edit.getAttribute('aria-label') ?? '').replace('Edit ', '');
    await view.user.click(edit);
    const form = screen.getByRole('form', { name: `Edit ${before}` });
    await view.user.clear(within(form).getByLabelText('Host name'));
    await view.user.type(within(form).getByLabelText('Host name'), 'Meera Nair');
    await view.user.click(within(form).getByRole('button', { name: 'Save host' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saved Meera Nair.');
    const table = screen.getByRole('table', { name: 'Hosts' });
    // The row shows the new name once the directory's read, refreshed by the save, has answered.
    expect(await within(table).findByRole('rowheader', { name: /^Meera Nair/ })).toBeInTheDocument();
    expect(within(table).queryByRole('rowheader', { name: new RegExp(`^${before}`) })).toBeNull();
    expect((await backend.directory.list()).hosts.map((host) => host.name)).toContain('Meera Nair');

    const other = (editAgain.getAttribute('aria-label') ?? '').replace('Edit ', '');
    await view.user.click(screen.getByRole('button', { name: `Edit ${other}` }));
    const otherForm = screen.getByRole('form', { name: `Edit ${other}` });
    await view.user.clear(within(otherForm).getByLabelText('Host name'));
    await view.user.click(within(otherForm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: `Edit ${other}` })).toBeNull();
    expect((await backend.directory.list()).hosts.map((host) => host.name)).toContain(other);
  });

  it('tells a failed deactivation, instead of swallowing it', async () => {
    const backend = newLocalBackend();
    const failing: Backend = {
      ...backend,
      directory: {
        ...backend.directory,
        saveHost: () => Promise.reject(new BackendError('network', 'The server could not be reached.')),
      },
    };
    const view = await settingsScreen(failing);
    const [deactivate] = await screen.findAllByRole('button', { name: /^Deactivate / });
    if (!deactivate) throw new Error('No host to deactivate');
    const hostName = (deactivate.getAttribute('aria-label') ?? '').replace('Deactivate ', '');
    await view.user.click(deactivate);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Could not save ${hostName}: The server could not be reached.`,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
