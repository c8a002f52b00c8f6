import { msg, t } from '../lib/operatorText';

/** The product spec's exact texts of check-in and check-out (its typos included: 'Checkout sucess'). */
export const VISIT_MESSAGES = {
  storing: msg('Your visit data is being stored..'),
  checkInFailed: msg('Failed to checkin. Please try again.'),
  checkInSuccess: msg('Check in Successful..!! Enjoy your visit.'),
  visitIdEmpty: msg('Visit ID should not be left empty'),
  unknownVisitId: msg('Please enter correct Visit ID'),
  checkoutSuccess: msg('Checkout sucess'),
  checkoutFailed: msg('Visit checkout failed. Please try again.'),
  alreadyCheckedOut: (visitID: number) =>
    t('Visit ID {visitId} has already been checked out.', { visitId: visitID }),
} as const;

/** What a scanned code that is not this company's visit pass says. */
export const PASS_MESSAGES = {
  notAPass: msg('This code is not a Frontdesk visit pass.'),
  invitation: msg('This is an invitation, not a visit pass: check the visitor in from the main page.'),
  otherCompany: msg('This pass is for another company: it cannot be checked out here.'),
} as const;

/** The spec: the success page returns to the main page after this long. */
export const SUCCESS_REDIRECT_MS = 2000;
/**
 * The main page's visits: one page, not the history (docs/ARCHITECTURE.md, "Speed at any history size"). The same query as the dashboard's
 * first page at its default size, so both share one live cache entry.
 */
export const MAIN_PAGE_QUERY = { pageSize: 20, search: '', after: null } as const;
