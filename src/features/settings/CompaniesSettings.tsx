import { t } from '../../lib/operatorText';
import { useState, type SubmitEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { DirectoryCompany } from '../../backend/port/directory';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/TextField';
import { saveCompany } from './settingsThunks';
import { useSaveNotice } from '../../shared/useSaveNotice';

/** The companies visited at this desk: the visit form's "Company Name" choices. */
export function CompaniesSettings({ companies }: { companies: DirectoryCompany[] }) {
  const dispatch = useAppDispatch();
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const saves = useSaveNotice();

  function toggleOffered(company: DirectoryCompany) {
    void saves.settle(company.id, dispatch(saveCompany({ ...company, active: !company.active })), {
      saved: company.active
        ? t('{companyName} is no longer offered to visitors.', { companyName: company.name })
        : t('{companyName} is offered to visitors again.', { companyName: company.name }),
      failed: t('Could not save {companyName}', { companyName: company.name }),
    });
  }

  async function add(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setMessage(t('Company name field cannot be left empty'));
    if (companies.some((company) => company.name.toLowerCase() === trimmed.toLowerCase())) {
      return setMessage(t('{companyName} is already in the list.', { companyName: trimmed }));
    }
    setMessage(null);
    const added = await saves.settle('new', dispatch(saveCompany({ name: trimmed, active: true })), {
      saved: t('Added {companyName}.', { companyName: trimmed }),
      failed: t('Could not add it'),
    });
    if (added) setName('');
  }

  return (
    <section className="card settings-section" aria-labelledby="companies-heading">
      <h2 id="companies-heading">{t('Companies')}</h2>
      <ul className="settings-list">
        {companies.map((company) => (
          <li key={company.id}>
            <span>
              {company.name}
              {company.example && <span className="badge"> {t('Example: replace it')}</span>}
              {!company.active && <span className="badge"> {t('Not offered')}</span>}
            </span>
            <button
              type="button"
              className="button-link"
              disabled={saves.isPending(company.id)}
              onClick={() => toggleOffered(company)}
            >
              {company.active
                ? t('Stop offering {name}', { name: company.name })
                : t('Offer {name} again', { name: company.name })}
            </button>
          </li>
        ))}
      </ul>
      <form className="form inline-form" noValidate onSubmit={(event) => void add(event)}>
        <TextField label={t('New company')} value={name} onChange={setName} maxLength={200} />
        <button type="submit" className="button button-secondary" disabled={saves.isPending('new')}>
          {t('Add company')}
        </button>
      </form>
      <Alert message={message} />
      {saves.view}
    </section>
  );
}
