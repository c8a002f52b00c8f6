import type { VisitType } from '../backend/port/visits';

/** SPEC §2: the Visit Type choices. */
export const VISIT_TYPES: readonly VisitType[] = ['Meeting', 'Interview', 'Others'];
