import type { RootState } from '../../app/rootReducer';
import { selectCompanyId } from '../../app/session';
import type { MailSite } from './templates';

/** The signed-in desk's company and the site's time zone, for a visit's mail. */
export const mailSite = (state: RootState, timeZone: string): MailSite => ({
  timeZone,
  company: selectCompanyId(state),
});
