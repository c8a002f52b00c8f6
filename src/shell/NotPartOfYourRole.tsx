import { t } from '../lib/operatorText';
import { Link } from 'react-router-dom';
import { PATHS } from '../app/paths';
import type { Permission } from '../backend/permissions';
import { deniedReason } from '../backend/permissionTexts';
import type { Role } from '../backend/roles';
import { PageTitle } from '../components/PageTitle';

/**
 * In place of a screen the signed-in person's role does not include: why, and the way back. Loaded only
 * when a screen is refused, with the role given (it reads no store), so the landing page downloads none
 * of its words.
 */
export default function NotPartOfYourRole({ role, permission }: { role: Role; permission: Permission }) {
  return (
    <section className="page narrow">
      <PageTitle>{t('Not part of your role')}</PageTitle>
      <p className="card">
        {deniedReason(role, permission)} {t('An admin can change your role on the Team page of Settings.')}
      </p>
      <p>
        <Link to={PATHS.main}>{t('Back to the main page')}</Link>
      </p>
    </section>
  );
}
