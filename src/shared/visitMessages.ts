/** The product spec's exact texts of check-in and check-out (its typos included: 'Checkout sucess'). */
export const VISIT_MESSAGES = {
  storing: 'Your visit data is being stored..',
  checkInFailed: 'Failed to checkin. Please try again.',
  checkInSuccess: 'Check in Successful..!! Enjoy your visit.',
  visitIdEmpty: 'Visit ID should not be left empty',
  unknownVisitId: 'Please enter correct Visit ID',
  checkoutSuccess: 'Checkout sucess',
  checkoutFailed: 'Visit checkout failed. Please try again.',
  alreadyCheckedOut: (visitID: number) => `Visit ID ${visitID} has already been checked out.`,
} as const;

/** What a scanned code that is not this company's visit pass says. */
export const PASS_MESSAGES = {
  notAPass: 'This code is not a Frontdesk visit pass.',
  invitation: 'This is an invitation, not a visit pass: check the visitor in from the main page.',
  otherCompany: 'This pass is for another company: it cannot be checked out here.',
} as const;

/** The spec: the success page returns to the main page after this long. */
export const SUCCESS_REDIRECT_MS = 2000;
/**
 * The main page's visits: one page, not the history (docs/ARCHITECTURE.md, "Speed at any history size"). The same query as the dashboard's
 * first page at its default size, so both share one live cache entry.
 */
export const MAIN_PAGE_QUERY = { pageSize: 20, search: '', after: null } as const;
