import { msg, t } from '../lib/operatorText';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SETTINGS_PATHS } from '../app/screenLinks';
import type { Directory } from '../backend/port/directory';
import { SelectField } from '../components/SelectField';

export const CHOOSE_HOST = msg('Please choose whom the visitor is meeting.');
export const NO_HOST_CHOICE = msg('No host (this visitor type needs none)');

/**
 * The spec's Company Name and Whom To Meet, from the company's own directory: its active companies, and
 * the active hosts of the chosen one. No host is chosen for the operator (a guess emails the wrong person),
 * except the one suggested (the visitor's host last time) while still in the directory.
 */
export function useHostChoice(directory: Directory | undefined, suggestedHostId?: string) {
  const [chosenCompanyId, setCompanyId] = useState<string | null>(null);
  const [chosenHostId, setHostId] = useState<string | null>(null);
  const hosts = directory?.hosts.filter((host) => host.active) ?? [];
  const companies = directory?.companies.filter((company) => company.active) ?? [];
  const suggested = hosts.find(
    (host) => host.id === suggestedHostId && companies.some((company) => company.id === host.companyId),
  );
  const companyId = chosenCompanyId ?? suggested?.companyId ?? companies[0]?.id ?? '';
  const hostsOfCompany = hosts.filter((host) => host.companyId === companyId);
  return {
    loaded: directory !== undefined,
    companies,
    companyId,
    companyName: companies.find((company) => company.id === companyId)?.name ?? '',
    hostsOfCompany,
    host: hostsOfCompany.find((each) => each.id === (chosenHostId ?? suggested?.id)),
    chooseCompany: (id: string) => {
      setCompanyId(id);
      setHostId('');
    },
    chooseHost: setHostId,
  };
}

interface HostFieldsProps {
  choice: ReturnType<typeof useHostChoice>;
  /** The visitor type needs no host: Whom To Meet may stay at "No host". */
  optional?: boolean;
  /** Why the form cannot go yet, shown under Whom To Meet. */
  hostError?: string | null;
}

export function HostFields({ choice, hostError, optional = false }: HostFieldsProps) {
  return (
    <>
      <SelectField
        label={t('Company Name')}
        value={choice.companyId}
        options={choice.companies.map((company) => ({ value: company.id, label: company.name }))}
        onChange={choice.chooseCompany}
      />
      <SelectField
        label={t('Whom To Meet')}
        name="host"
        value={choice.host?.id ?? ''}
        // A type that needs no host offers "No host" among the hosts, to choose again at any time.
        placeholder={optional ? undefined : t('Choose whom to meet')}
        options={[
          ...(optional ? [{ value: '', label: t(NO_HOST_CHOICE) }] : []),
          ...choice.hostsOfCompany.map((host) => ({ value: host.id, label: host.name })),
        ]}
        onChange={choice.chooseHost}
        disabled={!optional && choice.hostsOfCompany.length === 0}
        error={choice.host ? null : hostError}
      />
      {choice.loaded && choice.hostsOfCompany.length === 0 && (
        <p className="hint">
          {t('Nobody at this company can be visited yet.')}{' '}
          <Link to={SETTINGS_PATHS.directory}>{t('Add hosts in Settings')}</Link>.
        </p>
      )}
    </>
  );
}
