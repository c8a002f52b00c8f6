/** The spec's visit ID: a random 6-digit number derived from a random decimal. */
export function randomVisitId(random: () => number = Math.random): number {
  return 100000 + Math.floor(random() * 900000);
}

/** Tries random IDs until one is free; the caller decides what "taken" means. */
export async function allocateVisitId(
  isTaken: (visitID: number) => Promise<boolean>,
  random: () => number = Math.random,
  attempts = 50,
): Promise<number> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const candidate = randomVisitId(random);
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new Error('Could not find a free visit ID');
}
