import type { RootState } from '../../app/rootReducer';
import { selectAuth } from '../auth/authSlice';
import type { MailSite } from './templates';

/** The signed-in desk's company and the site's time zone, for a visit's mail. */
export const mailSite = (state: RootState, timeZone: string): MailSite => ({
  timeZone,
  company: selectAuth(state).company?.id ?? '',
});
