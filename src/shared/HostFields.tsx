import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../app/paths';
import type { Directory } from '../backend/port/directory';
import { SelectField } from '../components/SelectField';

/**
 * The spec's Company Name and Whom To Meet, from the company's own directory: its active companies, and
 * the active hosts of the chosen one (the first of each until the operator chooses).
 */
export function useHostChoice(directory: Directory | undefined) {
  const [chosenCompanyId, setCompanyId] = useState<string | null>(null);
  const [chosenHostId, setHostId] = useState<string | null>(null);
  const hosts = directory?.hosts.filter((host) => host.active) ?? [];
  const companies = directory?.companies.filter((company) => company.active) ?? [];
  const companyId = chosenCompanyId ?? companies[0]?.id ?? '';
  const hostsOfCompany = hosts.filter((host) => host.companyId === companyId);
  return {
    loaded: directory !== undefined,
    companies,
    companyId,
    companyName: companies.find((company) => company.id === companyId)?.name ?? '',
    hostsOfCompany,
    host: hostsOfCompany.find((each) => each.id === chosenHostId) ?? hostsOfCompany[0],
    chooseCompany: (id: string) => {
      setCompanyId(id);
      setHostId(null);
    },
    chooseHost: setHostId,
  };
}

export function HostFields({ choice }: { choice: ReturnType<typeof useHostChoice> }) {
  return (
    <>
      <SelectField
        label="Company Name"
        value={choice.companyId}
        options={choice.companies.map((company) => ({ value: company.id, label: company.name }))}
        onChange={choice.chooseCompany}
      />
      <SelectField
        label="Whom To Meet"
        value={choice.host?.id ?? ''}
        options={choice.hostsOfCompany.map((host) => ({ value: host.id, label: host.name }))}
        onChange={choice.chooseHost}
        disabled={choice.hostsOfCompany.length === 0}
      />
      {choice.loaded && choice.hostsOfCompany.length === 0 && (
        <p className="hint">
          Nobody at this company can be visited yet. <Link to={PATHS.settings}>Add hosts in Settings</Link>.
        </p>
      )}
    </>
  );
}
