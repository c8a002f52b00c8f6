import { firstVisitorProblem, type VisitorContact } from '../lib/visitorFields';
import { InvalidVisitorError } from './errors';

/** Refuses what the desk's form refuses, so a visitor saved through either adapter can be mailed and found. */
export function assertValidVisitor(contact: VisitorContact): void {
  const problem = firstVisitorProblem(contact);
  if (problem) throw new InvalidVisitorError(problem.message);
}
