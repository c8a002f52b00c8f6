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

/** Takes a mistaken "safe" back while the roll call is open: the person is missing again. */
export const unmarkSafe = createCommand(
  'rollCall/unmarkSafe',
  ({ rollCallId, visitId }: { rollCallId: string; visitId: string }, { backend }) =>
    backend.rollCalls.unmarkSafe(rollCallId, visitId),
  { invalidates: ['RollCall'] },
);

export const finishRollCall = createCommand(
  'rollCall/finish',
  (rollCallId: string, { backend, now }) => backend.rollCalls.finish(rollCallId, now),
  { invalidates: ['RollCall'] },
);
