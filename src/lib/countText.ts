/** "1,340": counts as the screens write them. */
export const formatCount = (count: number) => count.toLocaleString('en-US');

/** "1 visit", "1,340 visits". */
export const countOf = (count: number, [one, many]: readonly [one: string, many: string]) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/**
 * "Checked out 200 of 1,340 visits…": a long job's progress as it runs, against what it set out to do (a
 * job that finds more than planned never shows "of" less than it did).
 */
export function progressText(
  did: string,
  done: number,
  planned: number,
  names: readonly [one: string, many: string],
): string {
  return `${did} ${formatCount(done)} of ${countOf(Math.max(done, planned), names)}…`;
}
