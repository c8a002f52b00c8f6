/** The mail of each visit as the desk sees it, and the outbox. */
export { VisitMail } from './VisitMail';
export { MailStatus } from './MailStatus';
export { MailSendAction } from './MailSendAction';
export { useMailOfVisitsQuery } from './mailApi';
