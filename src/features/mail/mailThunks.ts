import { createCommand } from '../../app/command';
import type { VisitMailKind } from '../../backend/port/mail';
import type { Visit } from '../../backend/port/visits';
import { mailSite } from '../../shared/mail/mailSite';

/** Sends a visit's mail again: a failed one is retried, one that never went is sent now. */
export const resendMail = createCommand(
  'mail/resend',
  async (
    { visit, kind, timeZone }: { visit: Visit; kind: VisitMailKind; timeZone: string },
    { services, getState },
  ) => (await services.mailer()).resend(visit, kind, mailSite(getState(), timeZone)),
  { invalidates: ['Mail'] },
);
