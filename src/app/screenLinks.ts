import { PATHS } from './paths';

/*
 * Addresses of one item's screen (a visit's badge, a roll call) and of the Settings pages: only signed-in
 * screens link to them, so they stay out of the landing page's download, which paths.ts is part of.
 */

export const SETTINGS_PATHS = {
  site: '/settings/site',
  contactless: '/settings/contactless',
  directory: '/settings/directory',
  agreement: '/settings/agreement',
  visitorTypes: '/settings/visitor-types',
  watchlist: '/settings/watchlist',
  privacy: '/settings/privacy',
  team: '/settings/team',
  desk: '/settings/desk',
} as const;

export const badgePath = (visitId: string) => PATHS.badge.replace(':visitId', encodeURIComponent(visitId));
/** The badge screen that prints at once and returns to the main page: the site's automatic badge. */
export const autoPrintPath = (visitId: string) => `${badgePath(visitId)}?print=auto`;
export const signedAgreementPath = (visitId: string) =>
  PATHS.signedAgreement.replace(':visitId', encodeURIComponent(visitId));
export const rollCallPath = (id: string) => PATHS.rollCall.replace(':id', encodeURIComponent(id));
export const joinPath = (code: string) => PATHS.join.replace(':code', encodeURIComponent(code));
export const invitedPath = (code: string) => PATHS.invited.replace(':code', encodeURIComponent(code));
