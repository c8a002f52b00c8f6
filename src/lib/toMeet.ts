/** Whom a visitor came for, as the desk's lists say it: a visit of a type that needs no host names none. */
export const toMeet = (whomToMeet: string): string => (whomToMeet ? `to meet ${whomToMeet}` : 'with no host');
