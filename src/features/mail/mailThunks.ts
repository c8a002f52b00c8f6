import { createAppAsyncThunk } from '../../app/hooks';
import { toAppError } from '../../backend/errors';
import type { VisitMailKind } from '../../backend/port/mail';
import type { Visit } from '../../backend/port/visits';
import { mailSite } from '../../shared/mail/mailSite';

/** Sends a visit's mail again: a failed one is retried, one that never went is sent now. */
export const resendMail = createAppAsyncThunk(
  'mail/resend',
  async (
    { visit, kind, timeZone }: { visit: Visit; kind: VisitMailKind; timeZone: string },
    { extra, getState, rejectWithValue },
  ) => {
    try {
      return await (await extra.mailer()).resend(visit, kind, mailSite(getState(), timeZone));
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);
