import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { applyRetention } from '../privacy/privacyThunks';
import { autoCheckOut } from './unclosedThunks';

const HOUR = 60 * 60_000;

/**
 * What a signed-in desk does by itself, when the app opens and then while it stays open: the site's
 * automatic check-out hourly, its retention period daily. Renders nothing.
 */
export function DeskDuties() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(autoCheckOut(undefined));
    void dispatch(applyRetention(undefined));
    const hourly = window.setInterval(() => void dispatch(autoCheckOut(undefined)), HOUR);
    const daily = window.setInterval(() => void dispatch(applyRetention(undefined)), 24 * HOUR);
    return () => {
      window.clearInterval(hourly);
      window.clearInterval(daily);
    };
  }, [dispatch]);
  return null;
}
