import type { RollCallPerson } from './port/rollCalls';
import type { Visit } from './port/visits';

/** The roll call's list of someone on site, not yet accounted for. */
export function rollCallPersonOf(visit: Visit): RollCallPerson {
  return {
    visitId: visit.id,
    visitID: visit.visitID,
    visitorName: visit.visitorName,
    companyName: visit.companyName,
    whomToMeet: visit.whomToMeet,
    safeAt: null,
  };
}

/** By visitor name, as the warden reads the list aloud; the visit ID tells namesakes apart. */
export function byVisitorName(people: RollCallPerson[]): RollCallPerson[] {
  return [...people].sort(
    (one, other) => one.visitorName.localeCompare(other.visitorName) || one.visitID - other.visitID,
  );
}
