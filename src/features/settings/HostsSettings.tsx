import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { Directory, Host } from '../../backend/port/directory';
import { downloadCsv } from '../../lib/csv';
import { HostForm } from './HostForm';
import { HostImport } from './HostImport';
import { hostsToCsv } from './hostCsv';
import { saveHost } from './settingsThunks';
import { useSaveNotice } from '../../shared/useSaveNotice';
import { TableScroll } from '../../components/TableScroll';

/** Whom visitors come to meet, each emailed at their own address. Hosts are deactivated, never deleted. */
export function HostsSettings({ directory }: { directory: Directory }) {
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState<string | null>(null);
  const [newHostForm, setNewHostForm] = useState(0);
  const saves = useSaveNotice();
  const companyName = new Map(directory.companies.map((company) => [company.id, company.name]));

  function toggleOffered(host: Host) {
    void saves.settle(host.id, dispatch(saveHost({ ...host, active: !host.active })), {
      saved: host.active
        ? `${host.name} is no longer offered to visitors.`
        : `${host.name} is offered to visitors again.`,
      failed: `Could not save ${host.name}`,
    });
  }

  return (
    <section className="card settings-section" aria-labelledby="hosts-heading">
      <h2 id="hosts-heading">Hosts</h2>
      {directory.hosts.some((host) => host.example) && (
        <p className="notice">
          The hosts marked <strong>Example</strong> notify your own account email. Replace them with the
          people visitors come to meet, so each is emailed at their own address.
        </p>
      )}
      <TableScroll label="Hosts">
        <table className="visits-table">
          <caption>Hosts</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Phone</th>
              <th scope="col">Company</th>
              <th scope="col">Offered</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {directory.hosts.map((host) =>
              editing === host.id ? (
                <tr key={host.id}>
                  <td colSpan={6}>
                    <HostForm
                      companies={directory.companies}
                      host={host}
                      onSaved={(host) => {
                        setEditing(null);
                        saves.announce(`Saved ${host.name}.`);
                      }}
                      onCancel={() => setEditing(null)}
                    />
                  </td>
                </tr>
              ) : (
                <tr key={host.id}>
                  <th scope="row">
                    {host.name}
                    {host.example && <span className="badge"> Example</span>}
                  </th>
                  <td>{host.email}</td>
                  <td>{host.phone || '—'}</td>
                  <td>{companyName.get(host.companyId) ?? '—'}</td>
                  <td>{host.active ? 'Yes' : 'No'}</td>
                  <td className="row">
                    <button type="button" className="button-link" onClick={() => setEditing(host.id)}>
                      Edit {host.name}
                    </button>
                    <button
                      type="button"
                      className="button-link"
                      disabled={saves.isPending(host.id)}
                      onClick={() => toggleOffered(host)}
                    >
                      {host.active ? `Deactivate ${host.name}` : `Reactivate ${host.name}`}
                    </button>
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </TableScroll>
      {saves.view}
      <h3>Add a host</h3>
      <HostForm
        key={newHostForm}
        companies={directory.companies.filter((company) => company.active)}
        onSaved={(host) => {
          setNewHostForm((count) => count + 1);
          saves.announce(`Added ${host.name}.`);
        }}
      />
      <h3>Import or export</h3>
      <HostImport />
      <button
        type="button"
        className="button button-tertiary"
        onClick={() => downloadCsv([new Blob([hostsToCsv(directory)])], 'hosts.csv')}
      >
        Export hosts as CSV
      </button>
    </section>
  );
}
