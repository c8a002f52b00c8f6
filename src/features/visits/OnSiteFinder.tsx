import { t } from '../../lib/operatorText';
import { useState } from 'react';
import { VisitPhoto } from '../../components/VisitPhoto';
import { TextField } from '../../components/TextField';
import { isVisitorSearch, matchesVisitorSearch, visitorSearchWords } from '../../lib/visitorSearch';
import { CheckOutButton, useCheckedOut } from '../../shared/CheckOutButton';
import { useOnSiteQuery } from '../../shared/visitsApi';
import { toMeet } from '../../lib/toMeet';

const SHOWN = 6;

/**
 * A visitor who lost their visit ID, found by name among the people on site (the live list the desk
 * already holds: nothing more is read), and checked out from there.
 */
export function OnSiteFinder() {
  const [typed, setTyped] = useState('');
  const { data } = useOnSiteQuery(undefined);
  const checkedOut = useCheckedOut();
  const words = visitorSearchWords(typed);
  const searching = isVisitorSearch(typed);
  const found = searching ? (data?.visits ?? []).filter((visit) => matchesVisitorSearch(visit, words)) : [];

  return (
    <section className="card form" aria-labelledby="finder-heading">
      <h2 id="finder-heading">{t('Lost their pass? Find them by name')}</h2>
      {checkedOut.notice}
      <TextField
        label={t('Visitor’s name')}
        autoComplete="off"
        type="search"
        value={typed}
        onChange={setTyped}
      />
      {searching && found.length === 0 && (
        <p role="status" className="hint">
          {t('Nobody on site matches “{search}”.', { search: typed.trim() })}
        </p>
      )}
      {found.length > 0 && (
        <ul className="finder-results" aria-label={t('On site and matching')}>
          {found.slice(0, SHOWN).map((visit) => (
            <li key={visit.id} className="finder-result">
              <VisitPhoto imageUrl={visit.imageUrl} name={visit.visitorName} size={40} />
              <span>
                <strong>{visit.visitorName}</strong> {toMeet(visit.whomToMeet)}{' '}
                {t('· visit ID {visitID}', { visitID: visit.visitID })}
              </span>
              <CheckOutButton visit={visit} onCheckedOut={checkedOut.onCheckedOut} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
