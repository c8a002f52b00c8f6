/** Reading untyped Firestore data into plain records: a wrong or missing field becomes a safe default. */
export type StoredData = Record<string, unknown>;

export const text = (data: StoredData, field: string): string => {
  const value = data[field];
  return typeof value === 'string' ? value : '';
};

export const numeric = (data: StoredData, field: string): number => {
  const value = data[field];
  return typeof value === 'number' ? value : Number.NaN;
};

export const oneOf = <T extends string>(
  data: StoredData,
  field: string,
  allowed: readonly T[],
  fallback: T,
): T => allowed.find((option) => option === data[field]) ?? fallback;

export const isStoredData = (value: unknown): value is StoredData =>
  typeof value === 'object' && value !== null;
