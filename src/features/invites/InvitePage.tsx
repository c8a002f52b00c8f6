import { t } from '../../lib/operatorText';
import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { PATHS } from '../../app/paths';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { newRandomCode } from '../../lib/randomCode';
import { useDirectoryQuery, useSiteQuery } from '../../shared/settingsApi';
import { useSiteToday } from '../../shared/useSiteToday';
import { CHOOSE_HOST, HostFields, useHostChoice } from '../../shared/HostFields';
import { firstOffered, offeredTypes, SPEC_VISITOR_TYPES } from '../../backend/visitorTypes';
import { VISITOR_LANGUAGES } from '../../lib/visitorLanguages';
import { checkInvite, type InviteFields } from './inviteForm';
import { sendInvitation } from './invitesThunks';

const blankVisitor = { visitorName: '', visitorEmail: '', visitorMobile: '' };

/** Pre-registration: the desk invites a visitor for a day, and the visitor gets an email with a QR code. */
export function InvitePage() {
  const dispatch = useAppDispatch();
  const { timeZone, today } = useSiteToday();
  const { data: directory } = useDirectoryQuery(undefined);
  const choice = useHostChoice(directory);
  const { data: site } = useSiteQuery(undefined);
  const types = offeredTypes(site?.visitorTypes ?? SPEC_VISITOR_TYPES);
  const [fields, setFields] = useState<InviteFields>({
    ...blankVisitor,
    visitTypeId: 'meeting',
    visitorLanguage: 'en',
    date: today,
    time: '10:00',
  });
  // One code per invitation form: a double click sends one invitation.
  const [code, setCode] = useState(newRandomCode);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (field: keyof InviteFields) => (value: string) => setFields({ ...fields, [field]: value });
  // The spec's select holds the type's name (names of offered types are unique); the invitation keeps its id.
  const type = types.find((each) => each.id === fields.visitTypeId) ?? firstOffered(types);
  const typeNames = types.map((each) => each.name);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(null);
    const checked = checkInvite(fields, timeZone, Date.now());
    if ('problem' in checked) return setProblem(checked.problem);
    if (!choice.host) return setProblem(t(CHOOSE_HOST));
    setProblem(null);
    setPending(true);
    const details = {
      code,
      visitorName: fields.visitorName.trim(),
      visitorEmail: fields.visitorEmail.trim(),
      visitorMobile: fields.visitorMobile.trim(),
      visitType: type.name,
      visitTypeId: type.id,
      ...(fields.visitorLanguage !== 'en' && { visitorLanguage: fields.visitorLanguage }),
      companyName: choice.companyName,
      expectedAt: checked.expectedAt,
    };
    const result = await dispatch(sendInvitation({ details, host: choice.host, timeZone }));
    setPending(false);
    if (sendInvitation.rejected.match(result)) {
      // What was typed stays, to send again.
      return setProblem(
        t('The invitation could not be saved: {reason}', {
          reason: result.payload?.message ?? t('unknown error'),
        }),
      );
    }
    const { invite, mailRefused } = result.payload;
    setSent(
      mailRefused
        ? t('{visitorName} is invited for {day}, but the email could not go: {reason}', {
            visitorName: invite.visitorName,
            day: invite.day,
            reason: mailRefused,
          })
        : t('Invitation sent to {visitorEmail} for {day}.', {
            visitorEmail: invite.visitorEmail,
            day: invite.day,
          }),
    );
    setFields({ ...fields, ...blankVisitor });
    setCode(newRandomCode());
  }

  return (
    <section className="page narrow">
      <PageTitle>{t('Invite a visitor')}</PageTitle>
      <p className="hint">
        {t(
          'The visitor gets an email with a QR code for the day. At the desk, scan it or choose them under Expected today: the visit is checked in in one step.',
        )}
      </p>
      <form className="card form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          mainField
          label={t('Visitor name')}
          value={fields.visitorName}
          onChange={set('visitorName')}
          autoComplete="off"
        />
        <TextField
          label={t('Visitor email')}
          type="email"
          value={fields.visitorEmail}
          onChange={set('visitorEmail')}
          autoComplete="off"
        />
        <TextField
          label={t('Visitor mobile number')}
          type="tel"
          value={fields.visitorMobile}
          onChange={set('visitorMobile')}
          autoComplete="off"
        />
        <SelectField
          label={t('Visit Type')}
          value={type.name}
          options={typeNames}
          onChange={(name) =>
            setFields({ ...fields, visitTypeId: types.find((each) => each.name === name)?.id ?? type.id })
          }
        />
        <SelectField
          label={t('Visitor’s language (for their emails)')}
          value={fields.visitorLanguage}
          options={VISITOR_LANGUAGES.map((language) => ({ value: language.code, label: language.name }))}
          onChange={set('visitorLanguage')}
        />
        <HostFields choice={choice} />
        <div className="row">
          <TextField label={t('Date')} type="date" value={fields.date} min={today} onChange={set('date')} />
          <TextField
            label={t('Time ({timeZone})', { timeZone })}
            type="time"
            value={fields.time}
            onChange={set('time')}
          />
        </div>
        <Alert message={problem} />
        <Alert message={sent} tone="success" />
        <button type="submit" className="button button-primary button-kiosk" disabled={pending}>
          {t('Send invitation')}
        </button>
        {pending && <Spinner label={t('Sending the invitation..')} />}
      </form>
      <p>
        <Link to={PATHS.main}>{t('Back to the desk')}</Link>
      </p>
    </section>
  );
}
