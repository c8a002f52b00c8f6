import { SINGLE_EMAIL } from './email';
import { MOBILE_NUMBER } from './mobile';

/** The fields of a visitor's register entry that the desk types in. */
export interface VisitorContact {
  visitorName: string;
  visitorEmail: string;
  visitorMobile: string;
}

export type VisitorField = keyof VisitorContact;

/** What is wrong with each field, in words for the operator; empty when all three are fine. */
export type VisitorProblems = Partial<Record<VisitorField, string>>;

/** In the order the form shows them, so the first problem is the first field to fix. */
export const VISITOR_FIELDS: readonly VisitorField[] = ['visitorName', 'visitorEmail', 'visitorMobile'];

const MAX_NAME = 200;

/**
 * The register's checks, the same in the desk's form and in both adapters: an address that can receive
 * mail (the visitor's pass and any later lookup depend on it) and a number someone can call.
 */
export function visitorProblems(contact: VisitorContact): VisitorProblems {
  const problems: VisitorProblems = {};
  const name = contact.visitorName.trim();
  if (!name) problems.visitorName = 'Please enter the visitor’s name.';
  else if (name.length > MAX_NAME)
    problems.visitorName = `Please shorten the name to ${MAX_NAME} characters.`;
  if (!SINGLE_EMAIL.test(contact.visitorEmail.trim()))
    problems.visitorEmail = 'Please enter an email address, such as name@example.com.';
  if (!MOBILE_NUMBER.test(contact.visitorMobile.trim()))
    problems.visitorMobile = 'Please enter a mobile number of 7 to 20 digits.';
  return problems;
}

/** The first field to fix, or null when the contact can be saved. */
export function firstVisitorProblem(
  contact: VisitorContact,
): { field: VisitorField; message: string } | null {
  const problems = visitorProblems(contact);
  const field = VISITOR_FIELDS.find((each) => problems[each]);
  return field ? { field, message: problems[field] ?? '' } : null;
}
