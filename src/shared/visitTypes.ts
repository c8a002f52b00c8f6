import type { VisitType } from '../backend/port/visits';

/** The spec's Visit Type choices. */
export const VISIT_TYPES: readonly VisitType[] = ['Meeting', 'Interview', 'Others'];
