import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/errors';
import type { Backend } from '../../backend/port/backend';
import { LEAVE_UNSAVED } from '../../components/useUnsavedChanges';
import { renderApp, signedInBackend } from '../../test/renderApp';
import { findHosts, HOSTS_PER_PAGE } from './HostsSettings';
import { isTrustedDesk, stopTrustingThisDesk, takeForgetRequest } from '../../lib/trustedDesk';

const location = () => screen.getByTestId('location').textContent;

describe('settings pages', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('says a local-mode desk keeps every record, and marks a desk trusted (the app kept) for its next load', async () => {
    const local = await renderApp('/settings/desk', { signedIn: true });
    expect(await screen.findByText(/In local mode every record is kept in this browser/)).toBeInTheDocument();
    await local.user.click(screen.getByRole('checkbox', { name: /keep the app in this browser/ }));
    await local.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Saved. Reload this page to apply it on this desk.');
    expect(isTrustedDesk()).toBe(true);
    stopTrustingThisDesk();
    takeForgetRequest();
    local.unmount();

    const backend = await signedInBackend();
    const inMemory: Backend = { ...backend, sync: { ...backend.sync, keptOnDevice: () => 'nothing' } };
    const view = await renderApp('/settings/desk', { signedIn: true, backend: inMemory });
    expect(await screen.findByText('This desk is not trusted now.')).toHaveAttribute('role', 'status');
    const trust = screen.getByRole('checkbox', { name: /Trust this desk/ });
    expect(trust).not.toBeChecked();
    await view.user.click(trust);
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Saved. Reload this page to apply it on this desk.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(isTrustedDesk()).toBe(true);
    expect(screen.getByRole('button', { name: 'Reload now' })).toBeInTheDocument();

    await view.user.click(trust);
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    // Back to what this load already is: nothing to reload for.
    expect(screen.queryByText(/Reload this page/)).toBeNull();
    expect(isTrustedDesk()).toBe(false);
    // The next load empties what an earlier trusted load may have kept, once.
    expect(takeForgetRequest()).toBe(true);
    expect(takeForgetRequest()).toBe(false);
  });

  it('opens on the company, and the side menu reaches every page', async () => {
    const view = await renderApp('/settings', { signedIn: true });
    const menu = screen.getByRole('navigation', { name: 'Settings pages' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Company',
      'Site & policies',
      'Contactless',
      'Directory',
      'Visitor types',
      'Visitor agreement',
      'Watchlist',
      'Privacy',
      'Team',
      'This desk',
    ]);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(within(menu).getByRole('link', { name: 'Company' })).toHaveAttribute('aria-current', 'page');

    await view.user.click(within(menu).getByRole('link', { name: 'Directory' }));
    await view.settle();
    expect(location()).toBe('/settings/directory');
    expect(screen.getByRole('searchbox', { name: 'Find a host' })).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
  });

  it('asks before leaving a page with unsaved changes, and stays when told to', async () => {
    const view = await renderApp('/settings', { signedIn: true });
    const name = screen.getByRole('textbox', { name: 'Name' });
    await view.user.clear(name);
    await view.user.type(name, 'Acme Lobby');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
    await view.user.click(screen.getByRole('link', { name: 'Site & policies' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_UNSAVED);
    expect(location()).toBe('/settings');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Acme Lobby');

    confirm.mockReturnValueOnce(true);
    await view.user.click(screen.getByRole('link', { name: 'Site & policies' }));
    await view.settle();
    expect(location()).toBe('/settings/site');
  });

  it('saved, the page leaves without asking', async () => {
    const view = await renderApp('/settings', { signedIn: true });
    const name = screen.getByRole('textbox', { name: 'Name' });
    await view.user.clear(name);
    await view.user.type(name, 'Acme Lobby');
    await view.user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).toBeNull();

    const confirm = vi.spyOn(window, 'confirm');
    await view.user.click(screen.getByRole('link', { name: 'Watchlist' }));
    await view.settle();
    expect(confirm).not.toHaveBeenCalled();
    expect(location()).toBe('/settings/watchlist');
    expect((await view.backend.settings.company()).name).toBe('Acme Lobby');
  });

  it('keeps what was typed, still unsaved, when the save fails', async () => {
    const backend = await signedInBackend();
    const failing: Backend = {
      ...backend,
      settings: {
        ...backend.settings,
        updateCompany: () => Promise.reject(new BackendError('network', 'The server could not be reached.')),
      },
    };
    const view = await renderApp('/settings', { signedIn: true, backend: failing });
    const name = screen.getByRole('textbox', { name: 'Name' });
    await view.user.clear(name);
    await view.user.type(name, 'Acme Lobby');
    await view.user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save: The server could not be reached.',
    );
    expect(name).toHaveValue('Acme Lobby');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeEnabled();
  });

  it('pages a long directory, and finds a host by any word of name, email or company', async () => {
    const backend = await signedInBackend();
    const { companies } = await backend.directory.list();
    const company = companies[0];
    if (!company) throw new Error('No company to add hosts to');
    for (let index = 1; index <= 30; index++) {
      await backend.directory.saveHost({
        name: `Host ${String(index).padStart(2, '0')}`,
        email: `host${index}@acme.example`,
        phone: '',
        companyId: company.id,
        active: true,
      });
    }
    const view = await renderApp('/settings/directory', { signedIn: true, backend });
    const table = screen.getByRole('table', { name: 'Hosts' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(HOSTS_PER_PAGE);
    const pages = screen.getByRole('navigation', { name: 'Pages of hosts' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    await view.user.click(within(pages).getByRole('button', { name: 'Next' }));
    const total = (await backend.directory.list()).hosts.length;
    expect(within(table).getAllByRole('rowheader')).toHaveLength(total - HOSTS_PER_PAGE);

    await view.user.type(screen.getByRole('searchbox', { name: 'Find a host' }), 'host27@');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Host 27']);
    expect(screen.getByText(`1 of ${total} hosts match.`)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of hosts' })).toBeNull();
  });

  it('finds hosts by every word typed, in any field', () => {
    const hosts = [
      {
        id: 'a',
        name: 'Meera Nair',
        email: 'meera@globex.example',
        phone: '98450',
        companyId: 'g',
        active: true,
        example: false,
      },
      {
        id: 'b',
        name: 'Priya Sharma',
        email: 'priya@acme.example',
        phone: '',
        companyId: 'a',
        active: true,
        example: false,
      },
    ];
    const companies = new Map([
      ['g', 'Globex'],
      ['a', 'Acme'],
    ]);
    expect(findHosts(hosts, '  ', companies)).toEqual(hosts);
    expect(findHosts(hosts, 'globex MEERA', companies).map((host) => host.id)).toEqual(['a']);
    expect(findHosts(hosts, 'acme', companies).map((host) => host.id)).toEqual(['b']);
    expect(findHosts(hosts, '9845', companies).map((host) => host.id)).toEqual(['a']);
    expect(findHosts(hosts, 'meera acme', companies)).toEqual([]);
  });
});
