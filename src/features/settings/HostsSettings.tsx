import { t, tParts } from '../../lib/operatorText';
import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { Directory, Host } from '../../backend/port/directory';
import { downloadCsv } from '../../lib/csv';
import { HostForm } from './HostForm';
import { HostImport } from './HostImport';
import { hostsToCsv } from './hostCsv';
import { saveHost } from './settingsThunks';
import { useSaveNotice } from '../../shared/useSaveNotice';
import { Pagination } from '../../components/Pagination';
import { TableScroll } from '../../components/TableScroll';
import { IconButton } from '../../components/IconButton';
import { Pencil, UserCheck, UserX } from 'lucide-react';

/** A page of the hosts table: a directory of 1,500 hosts stays one screen tall. */
export const HOSTS_PER_PAGE = 25;

/** The hosts whose name, email, phone or company contains every word typed, in the directory's order. */
export function findHosts(hosts: Host[], search: string, companyName: Map<string, string>): Host[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return hosts;
  return hosts.filter((host) => {
    const text = [host.name, host.email, host.phone, companyName.get(host.companyId) ?? '']
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Whom visitors come to meet, each emailed at their own address. Hosts are deactivated, never deleted. */
export function HostsSettings({ directory }: { directory: Directory }) {
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState<string | null>(null);
  const [newHostForm, setNewHostForm] = useState(0);
  const saves = useSaveNotice();
  const companyName = new Map(directory.companies.map((company) => [company.id, company.name]));
  const [search, setSearch] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const found = findHosts(directory.hosts, search, companyName);
  const pageCount = Math.max(1, Math.ceil(found.length / HOSTS_PER_PAGE));
  const page = Math.min(pageNumber, pageCount);
  const shown = found.slice((page - 1) * HOSTS_PER_PAGE, page * HOSTS_PER_PAGE);

  function toggleOffered(host: Host) {
    void saves.settle(host.id, dispatch(saveHost({ ...host, active: !host.active })), {
      saved: host.active
        ? t('{hostName} is no longer offered to visitors.', { hostName: host.name })
        : t('{hostName} is offered to visitors again.', { hostName: host.name }),
      failed: t('Could not save {hostName}', { hostName: host.name }),
    });
  }

  return (
    <section className="card settings-section" aria-labelledby="hosts-heading">
      <h2 id="hosts-heading">{t('Hosts')}</h2>
      {directory.hosts.some((host) => host.example) && (
        <p className="notice">
          {tParts(
            'The hosts marked {example} notify your own account email. Replace them with the people visitors come to meet, so each is emailed at their own address.',
            { example: <strong key="example">{t('Example')}</strong> },
          )}
        </p>
      )}
      <div className="field">
        <label htmlFor="host-search">{t('Find a host')}</label>
        <input
          id="host-search"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPageNumber(1);
          }}
          autoComplete="off"
          aria-describedby="host-search-count"
          // The page's main field, as on every desk screen.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
        <p id="host-search-count" className="hint" aria-live="polite">
          {search.trim()
            ? t('{matching} of {total} hosts match.', {
                matching: found.length,
                total: directory.hosts.length,
              })
            : t('{total} hosts.', { total: directory.hosts.length })}
        </p>
      </div>
      <TableScroll label={t('Hosts')}>
        <table className="visits-table">
          <caption>{t('Hosts')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Name')}</th>
              <th scope="col">{t('Email')}</th>
              <th scope="col">{t('Phone')}</th>
              <th scope="col">{t('Company')}</th>
              <th scope="col">{t('Offered')}</th>
              <th scope="col">{t('Actions')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((host) =>
              editing === host.id ? (
                <tr key={host.id}>
                  <td colSpan={6}>
                    <HostForm
                      companies={directory.companies}
                      host={host}
                      onSaved={(host) => {
                        setEditing(null);
                        saves.announce(t('Saved {hostName}.', { hostName: host.name }));
                      }}
                      onCancel={() => setEditing(null)}
                    />
                  </td>
                </tr>
              ) : (
                <tr key={host.id}>
                  <th scope="row">
                    {host.name}
                    {host.example && <span className="badge"> {t('Example')}</span>}
                  </th>
                  <td>{host.email}</td>
                  <td>{host.phone || '—'}</td>
                  <td>{companyName.get(host.companyId) ?? '—'}</td>
                  <td>{host.active ? t('Yes') : t('No')}</td>
                  <td>
                    <div className="row-actions">
                      <IconButton
                        icon={Pencil}
                        label={t('Edit {name}', { name: host.name })}
                        onClick={() => setEditing(host.id)}
                      />
                      <IconButton
                        icon={host.active ? UserX : UserCheck}
                        label={
                          host.active
                            ? t('Deactivate {name}', { name: host.name })
                            : t('Reactivate {name}', { name: host.name })
                        }
                        disabled={saves.isPending(host.id)}
                        onClick={() => toggleOffered(host)}
                      />
                    </div>
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </TableScroll>
      {pageCount > 1 && (
        <Pagination
          label={t('Pages of hosts')}
          pageNumber={page}
          pageCount={pageCount}
          hasNext={page < pageCount}
          onPrevious={() => setPageNumber(page - 1)}
          onNext={() => setPageNumber(page + 1)}
        />
      )}
      {saves.view}
      <h3>{t('Add a host')}</h3>
      <HostForm
        key={newHostForm}
        companies={directory.companies.filter((company) => company.active)}
        onSaved={(host) => {
          setNewHostForm((count) => count + 1);
          saves.announce(t('Added {hostName}.', { hostName: host.name }));
        }}
      />
      <h3>{t('Import or export')}</h3>
      <HostImport />
      <button
        type="button"
        className="button button-secondary"
        onClick={() => downloadCsv([new Blob([hostsToCsv(directory)])], 'hosts.csv')}
      >
        {t('Export hosts as CSV')}
      </button>
    </section>
  );
}
