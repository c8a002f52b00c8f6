import { api } from '../../app/api';
import { createAppAsyncThunk } from '../../app/hooks';
import { toAppError } from '../../backend/errors';
import type { CompanyInput, HostImportRow, HostInput } from '../../backend/port/directory';
import type { ProfileChanges, SiteSettings } from '../../backend/port/settings';

/**
 * The settings screen's writes. Each rejects with a coded error and invalidates what it changed; the
 * directory and the site are live, so every desk sees the change.
 */
export const saveProfile = createAppAsyncThunk(
  'settings/saveProfile',
  async (changes: ProfileChanges, { dispatch, extra, rejectWithValue }) => {
    try {
      const saved = await (await extra.backend()).settings.updateCompany(changes);
      dispatch(api.util.invalidateTags(['Company']));
      return saved;
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);

export const saveSite = createAppAsyncThunk(
  'settings/saveSite',
  async (changes: Partial<SiteSettings>, { extra, rejectWithValue }) => {
    try {
      return await (await extra.backend()).settings.updateSite(changes);
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);

export const saveCompany = createAppAsyncThunk(
  'settings/saveCompany',
  async (input: CompanyInput, { extra, rejectWithValue }) => {
    try {
      return await (await extra.backend()).directory.saveCompany(input);
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);

export const saveHost = createAppAsyncThunk(
  'settings/saveHost',
  async (input: HostInput, { extra, rejectWithValue }) => {
    try {
      return await (await extra.backend()).directory.saveHost(input);
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);

export const importHosts = createAppAsyncThunk(
  'settings/importHosts',
  async (rows: HostImportRow[], { extra, rejectWithValue }) => {
    try {
      return await (await extra.backend()).directory.importHosts(rows);
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);

export const resendVerification = createAppAsyncThunk(
  'settings/resendVerification',
  async (_arg, { dispatch, extra, rejectWithValue }) => {
    try {
      await (await extra.backend()).auth.sendVerificationEmail();
      dispatch(api.util.invalidateTags(['Verification']));
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);
