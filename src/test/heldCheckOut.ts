import { act } from '@testing-library/react';
import type { Backend } from '../backend/port/backend';

/**
 * Catches the backend's bulk checkout midway: it closes the first visit as a batch of its own, tells
 * that progress, and waits for the returned release before closing the rest. Patches the plain backend
 * the app uses (not a test's acting view of it).
 */
export function holdBulkCheckOut(backend: Backend): () => void {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const checkOutMany = backend.visits.checkOutMany.bind(backend.visits);
  backend.visits.checkOutMany = async (closings, closedBy, onProgress) => {
    const first = await checkOutMany(closings.slice(0, 1), closedBy);
    onProgress?.(first.length);
    await held;
    const rest = await checkOutMany(closings.slice(1), closedBy, (closed) =>
      onProgress?.(first.length + closed),
    );
    return [...first, ...rest];
  };
  return () => act(() => release());
}
