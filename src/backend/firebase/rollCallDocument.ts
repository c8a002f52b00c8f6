import type { RollCall, RollCallPerson } from '../port/rollCalls';
import { byVisitorName } from '../rollCallPeople';
import { isStoredData, numeric, text, type StoredData } from './fields';

const timeOrNull = (data: StoredData, field: string): number | null =>
  typeof data[field] === 'number' ? data[field] : null;

/**
 * A roll call is stored with its people as a map by visit id, so that two desks marking two people safe
 * write two different fields of one document and never undo each other. (`markedSafe` and `unmarkedSafe`,
 * the last person marked and put back to missing, are only there for the rules.)
 */
export function toRollCallDocument(rollCall: Omit<RollCall, 'id'>): StoredData {
  return {
    startedAt: rollCall.startedAt,
    finishedAt: rollCall.finishedAt,
    people: Object.fromEntries(rollCall.people.map(({ visitId, ...person }) => [visitId, person])),
  };
}

export function toRollCall(id: string, data: StoredData): RollCall {
  const stored = isStoredData(data.people) ? data.people : {};
  const people = Object.entries(stored).flatMap(([visitId, value]): RollCallPerson[] =>
    isStoredData(value)
      ? [
          {
            visitId,
            visitID: numeric(value, 'visitID'),
            visitorName: text(value, 'visitorName'),
            companyName: text(value, 'companyName'),
            whomToMeet: text(value, 'whomToMeet'),
            safeAt: timeOrNull(value, 'safeAt'),
          },
        ]
      : [],
  );
  return {
    id,
    startedAt: numeric(data, 'startedAt'),
    finishedAt: timeOrNull(data, 'finishedAt'),
    people: byVisitorName(people),
  };
}
