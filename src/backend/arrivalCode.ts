/** How long the desk keeps an expired code's document before removing it (a day: it costs nothing). */
export const CODE_RETENTION_MS = 24 * 60 * 60 * 1000;
