/** The time zone names isTimeZone accepts, as this Node would write them (sorted). */
export function timeZones(): string[];
/** The rules' isTimeZone block, as timeZones.mjs writes it. */
export function rulesBlock(names: string[]): string;
/** The names firestore.rules' isTimeZone accepts, in its order. */
export function timeZonesIn(rules: string): string[];
