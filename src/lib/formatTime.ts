/** SPEC §9: times in the en-US locale; a visit not yet checked out shows '--'. */
export function formatVisitTime(epochMs: number | ''): string {
  return epochMs === '' ? '--' : new Date(epochMs).toLocaleString('en-US');
}
