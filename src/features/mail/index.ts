/** The mail of each visit as the desk sees it, and the outbox. */
export { VisitMail } from './VisitMail';
export { useMailOfVisitsQuery } from './mailApi';
