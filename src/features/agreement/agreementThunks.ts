import { api } from '../../app/api';
import { createAppAsyncThunk } from '../../app/hooks';
import { toAppError } from '../../backend/errors';

/**
 * Saves the agreement settings: the text, published as a new version when it changed, and whether every
 * check-in asks for it.
 */
export const saveAgreement = createAppAsyncThunk(
  'agreement/save',
  async ({ text, required }: { text: string; required: boolean }, { extra, dispatch, rejectWithValue }) => {
    try {
      const backend = await extra.backend();
      const agreement = text.trim()
        ? await backend.agreements.publish(text.trim())
        : await backend.agreements.latest();
      await backend.settings.updateSite({ agreementRequired: required });
      dispatch(api.util.invalidateTags(['Agreement', 'Site']));
      return agreement;
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);
