import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { autoCheckOut } from './unclosedThunks';

const HOUR = 60 * 60_000;

/**
 * What a signed-in desk does by itself: the site's automatic check-out, when the app opens and hourly
 * while it stays open. Renders nothing.
 */
export function DeskDuties() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(autoCheckOut(undefined));
    const hourly = window.setInterval(() => void dispatch(autoCheckOut(undefined)), HOUR);
    return () => window.clearInterval(hourly);
  }, [dispatch]);
  return null;
}
