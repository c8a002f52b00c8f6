import { t } from '../../lib/operatorText';
import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { PATHS } from '../../app/paths';
import { isRetentionDays, RETENTION_LIMITS } from '../../backend/siteSettings';
import { Alert } from '../../components/Alert';
import { SaveRow } from '../../components/SaveRow';
import { TextField } from '../../components/TextField';
import { useDraft } from '../../components/useDraft';
import { applyRetention, retentionEffect } from '../privacy';
import { saveSite } from './settingsThunks';
import { useSaveNotice } from '../../shared/useSaveNotice';
import { useRetentionRun, type RetentionQuestion } from './useRetentionRun';

/** The retention period as typed, or why it cannot be saved. */
export function readRetention(
  days: string,
  keepForever: boolean,
): { retentionDays: number | null } | { problem: string } {
  if (keepForever) return { retentionDays: null };
  const typed = Number(days.trim());
  if (days.trim() === '' || !isRetentionDays(typed)) {
    return {
      problem: t('Enter a whole number of days from {min} to {max}, or choose to keep it.', {
        min: RETENTION_LIMITS.min,
        max: RETENTION_LIMITS.max,
      }),
    };
  }
  return { retentionDays: typed };
}

const savedMessage = (retentionDays: number | null) =>
  retentionDays === null
    ? t('Saved: visitors’ personal data is kept until it is erased on request.')
    : t('Saved: visits older than {retentionDays} days are anonymised and other visitor records deleted.', {
        retentionDays,
      });

/** Whether a new period may anonymise or delete more than the saved one: shorter, or the first. */
const isShorter = (retentionDays: number | null, saved: number | null): retentionDays is number =>
  retentionDays !== null && (saved === null || retentionDays < saved);

/**
 * How long visitors' personal data is kept: the desk applies it when it opens and daily. A shorter period
 * applies at once, after the operator agrees to what it would change.
 */
export function RetentionForm({ saved }: { saved: number | null }) {
  const dispatch = useAppDispatch();
  // Stored, the typed period is the saved one at once: the site's read may answer later than the save.
  const form = useDraft(() => ({ days: saved === null ? '' : String(saved), keepForever: saved === null }));
  const { days, keepForever } = form.draft;
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveNotice();
  const retention = useRetentionRun();

  const saveRetention = async (retentionDays: number | null) => {
    const failure = await form.save(async () => {
      const kept = await save.settle('retention', dispatch(saveSite({ retentionDays })), {
        saved: savedMessage(retentionDays),
        failed: t('Could not save'),
      });
      return kept ? null : 'not saved';
    });
    return failure === null;
  };

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = readRetention(days, keepForever);
    if ('problem' in typed) return setProblem(typed.problem);
    setProblem(null);
    retention.reset();
    const { retentionDays } = typed;
    if (isShorter(retentionDays, saved)) {
      const question = await retention.check(retentionDays);
      // Unknown (the count failed) or something to change: nothing is saved before the operator knows.
      if (question !== null) return;
    }
    // A changed period applies at once, not at tomorrow's run.
    if (await saveRetention(retentionDays)) void dispatch(applyRetention({ now: true }));
  }

  async function applyAndSave({ retentionDays, counts }: RetentionQuestion) {
    retention.reset();
    if (await saveRetention(retentionDays)) await retention.run(counts);
  }

  const { question } = retention;
  return (
    <form
      className="form"
      noValidate
      aria-labelledby="retention-heading"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h3 id="retention-heading">{t('Data retention')}</h3>
      <TextField
        label={t('Keep visitors’ personal data for (days)')}
        value={days}
        onChange={(typed) => form.change({ days: typed })}
        inputMode="numeric"
        autoComplete="off"
        disabled={keepForever}
      />
      <label className="check">
        <input
          type="checkbox"
          checked={keepForever}
          onChange={(event) => form.change({ keepForever: event.target.checked })}
        />
        {t('Keep it until erased on request')}
      </label>
      <p className="hint">
        {t(
          'Older visits keep their type, company, host and times, so counts stay right, and lose the visitor’s name, email, mobile and photo; registrations, invitations, arrivals, mail, watchlist holds and roll calls older than that are deleted. The desk applies it when it opens and daily. A visitor’s request for a copy of their data, or for its erasure:',
        )}{' '}
        <Link to={PATHS.privacy}>{t('Privacy requests')}</Link>.
      </p>
      <Alert message={problem} />
      {save.view}
      {question && (
        <div role="alertdialog" aria-labelledby="retention-question" className="confirm">
          <p id="retention-question">
            {saved === null
              ? t('Keeping it for {retentionDays} days will {effect} now. This cannot be undone.', {
                  retentionDays: question.retentionDays,
                  effect: retentionEffect(question.counts),
                })
              : t('Shortening to {retentionDays} days will {effect} now. This cannot be undone.', {
                  retentionDays: question.retentionDays,
                  effect: retentionEffect(question.counts),
                })}
          </p>
          <div className="row">
            <button
              type="button"
              className="button button-danger"
              onClick={() => void applyAndSave(question)}
            >
              {t('Apply and save')}
            </button>
            <button type="button" className="button button-secondary" onClick={retention.reset}>
              {t('Cancel')}
            </button>
          </div>
        </div>
      )}
      {retention.view}
      <SaveRow label={t('Save retention')} dirty={form.dirty} busy={form.saving || retention.busy} />
    </form>
  );
}
