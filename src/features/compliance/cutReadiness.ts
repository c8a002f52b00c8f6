import { createCommand } from '../../app/command';

/**
 * Holds what this desk needs to check visitors in through a network cut (in Firebase mode, a few visit
 * IDs of its own). Upkeep: a desk back from a cut is not shown it as a change of its own waiting.
 */
export const prepareForCut = createCommand(
  'sync/prepareForCut',
  (_: undefined, { backend }) => backend.sync.prepareForCut(),
  { upkeep: true },
);
