import { BackendError } from './errors';
import type { Backend } from './port/backend';
import type { CheckInInput, CheckInScreen, Visit } from './port/visits';
import type { WatchlistEntry, WatchlistHold } from './port/watchlist';
import { watchlistMatch } from './watchlistMatch';

/** A check-in stopped because the visitor matches the watchlist: the operator decides. */
export class WatchlistHoldError extends BackendError {
  constructor(
    readonly entry: WatchlistEntry,
    visitorName: string,
  ) {
    super('watchlist-hold', `${visitorName} matches the watchlist: ${entry.reason}`);
  }
}

async function heldBy(backend: Backend, input: CheckInInput) {
  return watchlistMatch(await backend.watchlist.list(), input);
}

/** What a check-in writes once the watchlist is read: as given, with the operator's admission, or held. */
function screening(backend: Backend, admitted?: { note: string }): CheckInScreen {
  return async (input) => {
    const entry = await heldBy(backend, input);
    if (!entry) return input;
    if (!admitted) throw new WatchlistHoldError(entry, input.visitorName);
    const note = admitted.note.trim();
    if (!note)
      throw new BackendError('invalid-input', 'Write why you admit them: the note is kept with the visit.');
    // The hold is written with the visit, in one commit: a listed visitor never has a visit without it.
    return { ...input, admission: { entryId: entry.id, reason: entry.reason, note } };
  };
}

/**
 * Every check-in goes through here, from the desk, an invitation or a visitor's phone: a visitor who
 * matches the watchlist is held (WatchlistHoldError) until the operator admits them with a note. An
 * admitted check-in's hold is recorded with its visit, in the same commit. The adapter reads the
 * watchlist while it reads what the check-in needs (one round trip fewer in Firebase mode).
 */
export function screenedCheckIn(
  backend: Backend,
  input: CheckInInput,
  admitted?: { note: string },
): Promise<Visit> {
  return backend.visits.checkIn(input, screening(backend, admitted));
}

/** The operator turns a held visitor away: recorded, and no visit (so no visit ID) is created. */
export async function turnAway(backend: Backend, input: CheckInInput, note: string): Promise<WatchlistHold> {
  const entry = await heldBy(backend, input);
  if (!entry) throw new BackendError('invalid-input', `${input.visitorName} is not on the watchlist.`);
  return backend.watchlist.recordHold({
    id: input.id,
    entryId: entry.id,
    reason: entry.reason,
    visitorName: input.visitorName,
    visitorEmail: input.visitorEmail,
    decision: 'turned-away',
    note: note.trim(),
    at: input.at,
    visitDocId: '',
  });
}
