import { useState } from 'react';
import { useAppSelector } from '../app/hooks';
import { selectWaitingWrites } from '../app/writes';
import { useWarnBeforeLeaving } from '../components/useWarnBeforeLeaving';
import { formatCount } from '../lib/countText';
import { t } from '../lib/operatorText';
import { RefusedChanges } from './RefusedChanges';
import { useChangesCarriedOverQuery } from './syncApi';
import { useOnline } from './useOnline';

const waitToBeSent = (count: number) =>
  count === 1
    ? t('1 change waits to be sent.')
    : t('{count} changes wait to be sent.', { count: formatCount(count) });

/**
 * Says when the desk has lost the network, and how many of its changes the server has not confirmed:
 * the browser's online state says the cut, this desk's own ledger of commands (app/writes.ts, reconciled
 * with the backend's confirmations) says what waits, also after the network returns, until the last is
 * confirmed, with what an earlier page of this desk left on the device (reloaded or reopened during the
 * cut); and the changes of a cut the server refused on their arrival. Nothing is shown while all is well.
 */
export function ConnectionStatus() {
  const online = useOnline();
  const { data: carriedOver = 0 } = useChangesCarriedOverQuery(undefined);
  const waiting = useAppSelector(selectWaitingWrites) + carriedOver;
  // Changes left waiting by a cut are counted down after it, until the server has confirmed them all.
  const [catchingUp, setCatchingUp] = useState(false);
  if ((!online || carriedOver > 0) && waiting > 0 && !catchingUp) setCatchingUp(true);
  if (catchingUp && waiting === 0) setCatchingUp(false);
  // Closing or reloading the tab then would lose them (Firestore keeps its queue in this page's memory).
  useWarnBeforeLeaving(waiting > 0 && (!online || catchingUp));
  let message: string | null = null;
  if (!online)
    message = waiting ? `${t('This desk is offline.')} ${waitToBeSent(waiting)}` : t('This desk is offline.');
  else if (catchingUp)
    message =
      waiting === 1
        ? t('Back online: sending 1 change.')
        : t('Back online: sending {count} changes.', { count: formatCount(waiting) });
  return (
    <>
      {message && (
        <p role="status" className="connection-banner">
          {message}
        </p>
      )}
      <RefusedChanges />
    </>
  );
}
