/**
 * SPEC §9: times in the en-US locale; a visit not yet checked out shows '--'. In the site's time zone
 * when given (emails, and every screen once the site's settings are known).
 */
export function formatVisitTime(epochMs: number | '', timeZone?: string): string {
  return epochMs === ''
    ? '--'
    : new Date(epochMs).toLocaleString('en-US', timeZone ? { timeZone } : undefined);
}
