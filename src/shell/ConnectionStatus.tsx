import { useState } from 'react';
import { useAppSelector } from '../app/hooks';
import { selectWaitingWrites } from '../app/writes';
import { useWarnBeforeLeaving } from '../components/useWarnBeforeLeaving';
import { countOf } from '../lib/countText';
import { RefusedChanges } from './RefusedChanges';
import { useChangesCarriedOverQuery } from './syncApi';
import { useOnline } from './useOnline';

const CHANGES = ['change', 'changes'] as const;
const waitToBeSent = (count: number) => `${countOf(count, ['change waits', 'changes wait'])} to be sent.`;

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
  if (!online) message = `This desk is offline.${waiting ? ` ${waitToBeSent(waiting)}` : ''}`;
  else if (catchingUp) message = `Back online: sending ${countOf(waiting, CHANGES)}.`;
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
