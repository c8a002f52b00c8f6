import { t } from '../../lib/operatorText';
import type { ReactNode } from 'react';
import type { RollCallPerson } from '../../backend/port/rollCalls';
import { VisitPhoto } from '../../components/VisitPhoto';
import { useVisitQuery } from '../../shared/visitsApi';

const PHOTO_SIZE = 56;

/**
 * The person's photo, read from their visit by id when their card shows. The roll call does not copy it:
 * a photo is a JPEG data URL of up to 120 KB, and one Firestore document holds every person of a roll call
 * (1 MiB at most), so a few photos would fill it; and an erasure anonymises the visit (photo included) but
 * only blanks names in roll calls. One read per person, once while the page is open (not live); while it
 * loads, for a visit without a photo, or one anonymised, the card shows the initial instead.
 */
function PersonPhoto({ person }: { person: RollCallPerson }) {
  const { data: visit } = useVisitQuery(person.visitId);
  return <VisitPhoto imageUrl={visit?.imageUrl ?? ''} name={person.visitorName} size={PHOTO_SIZE} />;
}

interface PersonCardProps {
  person: RollCallPerson;
  /** Framed as a card (the missing, who still need a tap) or plain (those accounted for). */
  framed?: boolean;
  /** What can be done for them: mark safe, undo. */
  children?: ReactNode;
}

/** One person of the list: photo, name, whom they visit, and what can be done. */
export function PersonCard({ person, framed = true, children }: PersonCardProps) {
  return (
    <li className={framed ? 'card roll-call-person' : 'roll-call-person'}>
      <div className="roll-call-who">
        <PersonPhoto person={person} />
        <div>
          <p className="roll-call-name">{person.visitorName}</p>
          <p className="muted">
            {t('Visiting {whomToMeet} at {companyName} · Visit ID {visitID}', {
              whomToMeet: person.whomToMeet,
              companyName: person.companyName,
              visitID: person.visitID,
            })}
          </p>
        </div>
      </div>
      {children}
    </li>
  );
}

interface SafeListProps {
  people: RollCallPerson[];
  time: (epochMs: number) => string;
  /** While the roll call is open: puts a person marked safe by mistake back to missing. */
  onUndo?: (person: RollCallPerson) => void;
}

/** Those accounted for, with the time each was marked safe. */
export function SafeList({ people, time, onUndo }: SafeListProps) {
  if (people.length === 0) return <p className="empty-state">{t('Nobody yet.')}</p>;
  return (
    <ul className="roll-call-list">
      {people.map((person) => (
        <PersonCard key={person.visitId} person={person} framed={false}>
          <div className="roll-call-actions">
            <p>
              {t('Safe at')} {person.safeAt === null ? '--' : time(person.safeAt)}
            </p>
            {onUndo && (
              <button type="button" className="button button-secondary" onClick={() => onUndo(person)}>
                {t('Undo')}{' '}
                <span className="visually-hidden">
                  {t('safe for {visitorName}', { visitorName: person.visitorName })}
                </span>
              </button>
            )}
          </div>
        </PersonCard>
      ))}
    </ul>
  );
}
