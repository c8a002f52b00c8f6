import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { applyRetention } from '../privacy';
import { autoCheckOut } from './unclosedThunks';

const HOUR = 60 * 60_000;

/**
 * What a signed-in desk does by itself, when the app opens and then while it stays open: the site's
 * automatic check-out hourly, and its retention period once a day (checked hourly). Renders nothing.
 */
export function DeskDuties() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(autoCheckOut(undefined));
    void dispatch(applyRetention({ now: false }));
    const hourly = window.setInterval(() => void dispatch(autoCheckOut(undefined)), HOUR);
    const daily = window.setInterval(() => void dispatch(applyRetention({ now: false })), HOUR);
    return () => {
      window.clearInterval(hourly);
      window.clearInterval(daily);
    };
  }, [dispatch]);
  return null;
}
