import { useCallback, useRef, useState } from 'react';
import type { Visit } from '../../backend/port/visits';

/**
 * Which visit's details are open. The drawer follows the live list (a check-out elsewhere shows at once);
 * a visit that leaves the page keeps the drawer on what it last was. Closing returns the focus to the
 * Details button that opened it.
 */
export function useVisitDrawer(visits: Visit[]) {
  const [opened, setOpened] = useState<Visit | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const open = useCallback((visit: Visit, from: HTMLButtonElement) => {
    opener.current = from;
    setOpened(visit);
  }, []);
  const close = useCallback(() => {
    setOpened(null);
    if (opener.current?.isConnected) opener.current.focus();
  }, []);
  const visit = opened ? (visits.find((each) => each.id === opened.id) ?? opened) : null;
  return { visit, open, close };
}
