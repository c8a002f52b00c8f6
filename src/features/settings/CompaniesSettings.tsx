import { useState, type SubmitEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { DirectoryCompany } from '../../backend/port/directory';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/TextField';
import { saveCompany } from './settingsThunks';

/** The companies visited at this desk: the visit form's "Company Name" choices. */
export function CompaniesSettings({ companies }: { companies: DirectoryCompany[] }) {
  const dispatch = useAppDispatch();
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  async function add(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setMessage('Company name field cannot be left empty');
    if (companies.some((company) => company.name.toLowerCase() === trimmed.toLowerCase())) {
      return setMessage(`${trimmed} is already in the list.`);
    }
    const result = await dispatch(saveCompany({ name: trimmed, active: true }));
    if (saveCompany.fulfilled.match(result)) {
      setName('');
      setMessage(null);
    } else setMessage(`Could not add it: ${result.payload?.message ?? 'unknown error'}`);
  }

  return (
    <section className="card settings-section" aria-labelledby="companies-heading">
      <h2 id="companies-heading">Companies</h2>
      <ul className="settings-list">
        {companies.map((company) => (
          <li key={company.id}>
            <span>
              {company.name}
              {company.example && <span className="badge"> Example: replace it</span>}
              {!company.active && <span className="badge"> Not offered</span>}
            </span>
            <button
              type="button"
              className="button-link"
              onClick={() => void dispatch(saveCompany({ ...company, active: !company.active }))}
            >
              {company.active ? `Stop offering ${company.name}` : `Offer ${company.name} again`}
            </button>
          </li>
        ))}
      </ul>
      <form className="form inline-form" noValidate onSubmit={(event) => void add(event)}>
        <TextField label="New company" value={name} onChange={setName} maxLength={200} />
        <button type="submit" className="button button-secondary">
          Add company
        </button>
      </form>
      <Alert message={message} />
    </section>
  );
}
