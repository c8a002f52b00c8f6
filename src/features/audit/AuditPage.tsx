import { t } from '../../lib/operatorText';
import { useMemo, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { failureText } from '../../app/queryError';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_NAMES,
  type AuditAction,
  type AuditQuery,
} from '../../backend/port/audit';
import { ROLE_NAMES } from '../../backend/permissionTexts';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { Pagination } from '../../components/Pagination';
import { SelectField } from '../../components/SelectField';
import { TableScroll } from '../../components/TableScroll';
import { TextField } from '../../components/TextField';
import { formatVisitTime } from '../../lib/formatTime';
import { siteInstant } from '../../lib/siteDays';
import { useSiteToday } from '../../shared/useSiteToday';
import { useTeamMembersQuery } from '../team';
import { useAuditPageQuery } from './auditApi';
import { exportAudit } from './auditThunks';

const PAGE_SIZE = 25;
const isAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

/**
 * Who changed what, and when (admins): every check-in and checkout, register change, invitation, hold,
 * roll call, erasure, retention run, settings, directory, agreement, watchlist and team change, and the
 * exports the desks reported. Filtered by person, action and site day, newest first, a page at a time.
 */
export function AuditPage() {
  const dispatch = useAppDispatch();
  const { timeZone } = useSiteToday();
  const { data: members } = useTeamMembersQuery(undefined);
  const [by, setBy] = useState('');
  const [action, setAction] = useState<AuditAction | ''>('');
  const [day, setDay] = useState('');
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [exported, setExported] = useState<string | null>(null);
  const [exportFailed, setExportFailed] = useState<string | null>(null);

  const filters = useMemo((): Omit<AuditQuery, 'pageSize' | 'after'> => {
    const since = day ? siteInstant(day, '00:00', timeZone) : Number.NaN;
    const next = new Date(`${day}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const until = day ? siteInstant(next.toISOString().slice(0, 10), '00:00', timeZone) : Number.NaN;
    return {
      ...(by && { by }),
      ...(action && { action }),
      ...(Number.isFinite(since) && Number.isFinite(until) && { since, until }),
    };
  }, [by, action, day, timeZone]);
  const after = cursors.at(-1) ?? null;
  const {
    data: page,
    currentData: currentPage,
    error,
    isFetching,
  } = useAuditPageQuery({ ...filters, pageSize: PAGE_SIZE, after }, { refetchOnMountOrArgChange: true });
  const nameOf = (memberId: string) => {
    const member = members?.find((each) => each.id === memberId);
    return member ? `${member.name || member.email} (${t(ROLE_NAMES[member.role])})` : memberId;
  };
  const refilter = (change: () => void) => {
    change();
    setCursors([null]);
  };

  async function exportLog() {
    setExported(null);
    setExportFailed(null);
    const result = await dispatch(
      exportAudit({ filters, nameOf, siteTime: (at: number) => formatVisitTime(at, timeZone) }),
    );
    if (exportAudit.fulfilled.match(result)) {
      setExported(
        t('Exported {count} entries to {fileName}.', {
          count: result.payload.rows,
          fileName: result.payload.fileName,
        }),
      );
    } else {
      setExportFailed(
        t('Could not export the log: {reason}', { reason: result.payload?.message ?? t('unknown error') }),
      );
    }
  }

  return (
    <section className="page">
      <PageTitle>{t('Audit log')}</PageTitle>
      <p className="hint">
        {t(
          "Each entry is written with the change it records, by the store's clock; nobody can edit or delete one. Records are named by their own ids, never by a visitor's name or email. Exports are recorded by the desk that made them.",
        )}
      </p>
      <div className="dashboard-controls">
        <SelectField
          label={t('Person')}
          value={by}
          options={[
            { value: '', label: t('Everyone') },
            ...(members ?? []).map((member) => ({ value: member.id, label: nameOf(member.id) })),
          ]}
          onChange={(value) => refilter(() => setBy(value))}
        />
        <SelectField
          label={t('Action')}
          value={action}
          options={[
            { value: '', label: t('Every action') },
            ...AUDIT_ACTIONS.map((each) => ({ value: each, label: t(AUDIT_ACTION_NAMES[each]) })),
          ]}
          onChange={(value) => refilter(() => setAction(isAction(value) ? value : ''))}
        />
        <TextField
          label={t('Day')}
          type="date"
          value={day}
          onChange={(value) => refilter(() => setDay(value))}
          mainField
        />
        <button type="button" className="button button-secondary" onClick={() => void exportLog()}>
          {t('Export CSV')}
        </button>
      </div>
      {exported && (
        <p role="status" className="alert alert-success">
          {exported}
        </p>
      )}
      <Alert message={exportFailed ?? failureText(t('the audit log'), error)} />
      {page && page.entries.length === 0 && (
        <p className="empty-state">{t('No entries match these filters.')}</p>
      )}
      {page && page.entries.length > 0 && (
        <TableScroll label={t('Audit entries')}>
          <table className="visits-table" aria-busy={isFetching}>
            <caption>{t('Audit entries')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('When')}</th>
                <th scope="col">{t('Who')}</th>
                <th scope="col">{t('Action')}</th>
                <th scope="col">{t('Record')}</th>
                <th scope="col">{t('Count')}</th>
              </tr>
            </thead>
            <tbody>
              {page.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatVisitTime(entry.at, timeZone)}</td>
                  <th scope="row">{nameOf(entry.by)}</th>
                  <td>{t(AUDIT_ACTION_NAMES[entry.action])}</td>
                  <td>
                    <code>{entry.target || '—'}</code>
                  </td>
                  <td>{entry.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination
        label={t('Audit pages')}
        pageNumber={cursors.length}
        pageCount={null}
        // Only the page this query answers leads on (a click while the next page loads would repeat a cursor).
        hasNext={Boolean(currentPage?.nextCursor)}
        onPrevious={() => setCursors((each) => (each.length > 1 ? each.slice(0, -1) : each))}
        onNext={() => {
          const next = currentPage?.nextCursor;
          if (next) setCursors((each) => [...each, next]);
        }}
      />
    </section>
  );
}
