import { createCommand } from '../../app/command';

/** Freezes who is on site now into a roll call, or joins the one already open. */
export const startRollCall = createCommand(
  'rollCall/start',
  (_: undefined, { backend, now }) => backend.rollCalls.start(now),
  { invalidates: ['RollCall'] },
);

export const markSafe = createCommand(
  'rollCall/markSafe',
  ({ rollCallId, visitId }: { rollCallId: string; visitId: string }, { backend, now }) =>
    backend.rollCalls.markSafe(rollCallId, visitId, now),
  { invalidates: ['RollCall'] },
);

export const finishRollCall = createCommand(
  'rollCall/finish',
  (rollCallId: string, { backend, now }) => backend.rollCalls.finish(rollCallId, now),
  { invalidates: ['RollCall'] },
);
