import { t } from '../../lib/operatorText';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { badgePath, signedAgreementPath } from '../../app/screenLinks';
import type { MailRecord } from '../../backend/port/mail';
import type { Member } from '../../backend/port/team';
import type { Visit } from '../../backend/port/visits';
import { VisitPhoto } from '../../components/VisitPhoto';
import { formatVisitTime } from '../../lib/formatTime';
import { CheckOutButton } from '../../shared/CheckOutButton';
import { VisitMail } from '../mail';
import { CLOSED_BY, visitStatus } from './visitStatus';
import { answerText, orderedAnswers } from '../../backend/visitAnswers';
import { selectVisitorTypes } from '../../shared/settingsApi';
import { useAppSelector } from '../../app/hooks';

interface VisitDrawerProps {
  visit: Visit;
  /** This visit's emails. */
  mail: MailRecord[];
  timeZone: string;
  /** Who checked the visitor in (a member of the team), or null where the visit does not say. */
  checkedInBy: Member | null;
  onClose: () => void;
}

/**
 * Everything about one visit beside the dashboard's list: who, how to reach them, its times and status,
 * its two emails (with Resend) and its badge. Opened from a row's Details; Escape or Close shuts it.
 */
export function VisitDrawer({ visit, mail, timeZone, checkedInBy, onClose }: VisitDrawerProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const anonymised = visit.anonymisedAt !== undefined;
  const name = anonymised ? t('Anonymised visitor') : visit.visitorName;

  useEffect(() => heading.current?.focus(), [visit.id]);
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  const types = useAppSelector(selectVisitorTypes);
  const answers = orderedAnswers(
    visit.answers,
    types?.find((type) => type.id === visit.visitTypeId),
  );

  const facts: [string, string][] = [
    [t('Email'), visit.visitorEmail || '—'],
    [t('Mobile'), visit.visitorMobile || '—'],
    [t('Visit type'), visit.visitType],
    [t('Company'), visit.companyName],
    [t('Whom to meet'), visit.whomToMeet],
    [t('Checked in'), formatVisitTime(visit.checkin_timestamp, timeZone)],
    [t('Checked in by'), checkedInBy ? checkedInBy.name || checkedInBy.email : '—'],
    [t('Checked out'), formatVisitTime(visit.checkout_timestamp, timeZone)],
    [
      t('Status'),
      visit.closedBy
        ? t('{status}, {closedHow}', {
            status: t(visitStatus(visit)),
            closedHow: t(CLOSED_BY[visit.closedBy]),
          })
        : t(visitStatus(visit)),
    ],
  ];

  return (
    <section className="visit-drawer" aria-labelledby="visit-drawer-heading">
      <div className="visit-drawer-top">
        <h2 id="visit-drawer-heading" ref={heading} tabIndex={-1}>
          {t('{name}, visit {visitID}', { name, visitID: visit.visitID })}
        </h2>
        <button type="button" className="button button-secondary button-small" onClick={onClose}>
          {t('Close')}
        </button>
      </div>
      <VisitPhoto imageUrl={visit.imageUrl} name={visit.visitorName} size={96} />
      <dl className="visit-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {answers.length > 0 && (
        <>
          <h3>{t('Answers')}</h3>
          <dl className="visit-facts">
            {answers.map(([id, answer]) => (
              <div key={id}>
                <dt>{answer.question}</dt>
                <dd>{answerText(answer)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {visit.agreement && (
        <p>
          <Link to={signedAgreementPath(visit.id)}>
            {t('Visitor agreement, version {version}', { version: visit.agreement.version })}
          </Link>
        </p>
      )}
      <h3>{t('Emails')}</h3>
      <VisitMail visit={visit} records={mail} timeZone={timeZone} />
      {!visit.checkedOut && (
        <div className="row">
          <Link className="button button-secondary" to={badgePath(visit.id)}>
            {t('Print badge')}
          </Link>
          <CheckOutButton visit={visit} />
        </div>
      )}
    </section>
  );
}
