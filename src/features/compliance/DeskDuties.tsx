import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { useCan } from '../../app/useCan';
import { applyRetention, finishStoppedRuns } from '../privacy';
import { autoCheckOut } from './unclosedThunks';
import { MembershipWatch } from '../team';
import { TimeZoneNotice } from '../../shared/TimeZoneNotice';
import {
  OWED_MAIL_RETRY_MS,
  sendMailsOwedInStore,
  sendOwedVisitMails,
} from '../../shared/mail/owedVisitMails';
import { prepareForCut } from './cutReadiness';

const HOUR = 60 * 60_000;

/**
 * What a signed-in desk does by itself, when the app opens and then while it stays open: at opening,
 * whenever the network returns and hourly, the mails check-ins still owe (this browser's, every few
 * seconds while it owes some; any desk's, from the store) and visit IDs held for the next cut; at opening
 * and hourly, the site's automatic check-out and the erasures or retention runs that stopped midway; its
 * retention period once a day (checked hourly). Renders only the membership watch.
 */
export function DeskDuties() {
  const dispatch = useAppDispatch();
  // A role that does not do the desk's work (security) leaves these duties to the desks that do.
  const { allowed } = useCan('desk');
  useEffect(() => {
    if (!allowed) return;
    const whenOnline = () => {
      void dispatch(prepareForCut(undefined));
      void dispatch(sendOwedVisitMails(undefined));
      void dispatch(sendMailsOwedInStore(undefined));
    };
    whenOnline();
    const hourlyDuties = () => {
      void dispatch(autoCheckOut(undefined));
      void dispatch(finishStoppedRuns(undefined));
    };
    hourlyDuties();
    void dispatch(applyRetention({ now: false }));
    const hourly = window.setInterval(() => {
      hourlyDuties();
      void dispatch(sendMailsOwedInStore(undefined));
    }, HOUR);
    const daily = window.setInterval(() => void dispatch(applyRetention({ now: false })), HOUR);
    const owedMail = window.setInterval(
      () => void dispatch(sendOwedVisitMails(undefined)),
      OWED_MAIL_RETRY_MS,
    );
    // Back from a cut: the mails its check-ins owe, and visit IDs for the next one.
    window.addEventListener('online', whenOnline);
    return () => {
      window.clearInterval(hourly);
      window.clearInterval(daily);
      window.clearInterval(owedMail);
      window.removeEventListener('online', whenOnline);
    };
  }, [dispatch, allowed]);
  // Every role follows its own membership (a role changed, access turned off), and hears of a site time
  // zone this browser does not know.
  return (
    <>
      <MembershipWatch />
      <TimeZoneNotice />
    </>
  );
}
