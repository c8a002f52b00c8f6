import { t } from '../../lib/operatorText';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { PATHS } from '../../app/paths';
import type { Visitor } from '../../backend/port/visitors';
import { VisitPhoto } from '../../components/VisitPhoto';
import { isVisitorSearch, matchesVisitorSearch, visitorSearchWords } from '../../lib/visitorSearch';
import { useSearchVisitorsQuery } from './visitorsApi';
import { visitorChosen } from './visitorsSlice';

/** The field's id: a screen's shortcut (Alt+R) moves the focus to it. */
export const WHO_IS_VISITING_ID = 'who-is-visiting';

/**
 * "Who's visiting?": a returning visitor found by a few letters of their name, email or mobile number, and
 * picked (a click, or arrows and Enter) straight into visit details. An ARIA combobox with a listbox.
 */
export function WhoIsVisiting({ mainField = false }: { mainField?: boolean }) {
  const id = WHO_IS_VISITING_ID;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const search = typed.trim();
  const searching = isVisitorSearch(search);
  const { data, currentData, isError } = useSearchVisitorsQuery(searching ? search : skipToken);
  // Until this search's answer is in, the last answer narrowed to what is typed now: the list keeps up
  // with every key, and never shows anyone who does not match.
  const words = visitorSearchWords(search);
  const found = !searching
    ? []
    : (currentData ?? (data ?? []).filter((visitor) => matchesVisitorSearch(visitor, words)));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  function pick(visitor: Visitor) {
    dispatch(visitorChosen(visitor));
    void navigate(PATHS.visitDetails);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const chosen = found[active];
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (found.length ? (current + step + found.length) % found.length : 0));
    } else if (event.key === 'Enter' && chosen) {
      event.preventDefault();
      pick(chosen);
    } else if (event.key === 'Escape') {
      setTyped('');
    }
  }

  return (
    <div className="card who-is-visiting">
      <label htmlFor={id} className="who-label">
        {t('Who’s visiting?')} <kbd aria-hidden="true">{t('Alt+R')}</kbd>
      </label>
      <input
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        // The desk's main field, ready to type in: a returning visitor is the most common arrival.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={mainField}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        aria-expanded={found.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-describedby={hintId}
        aria-activedescendant={found[active] ? `${listId}-${active}` : undefined}
        aria-keyshortcuts="Alt+R"
      />
      <p id={hintId} className="hint">
        {t('A returning visitor: type a few letters of their name, email or mobile number.')}
      </p>
      <ul id={listId} role="listbox" aria-label={t('Visitors found')} className="who-results">
        {found.map((visitor, index) => (
          <li
            key={visitor.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            className="who-result"
            onClick={() => pick(visitor)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') pick(visitor);
            }}
            onMouseEnter={() => setActive(index)}
          >
            <VisitPhoto imageUrl={visitor.imageUrl} name={visitor.visitorName} size={40} />
            <span className="who-name">{visitor.visitorName}</span>
            <span className="who-email">{visitor.visitorEmail}</span>
          </li>
        ))}
      </ul>
      {isError && (
        <p role="alert" className="alert alert-error">
          {t('Could not search the register just now. Please check the connection and try again.')}
        </p>
      )}
      {searching && !isError && currentData?.length === 0 && (
        <p role="status" className="hint">
          {t('Nobody in the register matches “{search}”.', { search })}{' '}
          <Link to={PATHS.visitorRegistration}>{t('Register a new visitor')}</Link>
        </p>
      )}
    </div>
  );
}
