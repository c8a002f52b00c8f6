import type { Answers, VisitorType } from '../../src/backend/port/visitorTypes';
import { typeFromTemplate, VISITOR_TYPE_TEMPLATES } from '../../src/backend/visitorTypeTemplates';
import { signedInBackend, type ContractOptions } from './backendContract';

/** The Contractor template's type, as the contracts of types, questions and arrivals use it. */
export function contractorTemplate() {
  const template = VISITOR_TYPE_TEMPLATES[0];
  if (template?.name !== 'Contractor') throw new Error('The first template is no longer the Contractor');
  return template;
}

/** A signed-in company that has saved a type from the Contractor template, after the spec's three. */
export async function withContractor(options: ContractOptions) {
  const desk = await signedInBackend(options);
  const contractor = typeFromTemplate(contractorTemplate(), 3);
  const saved = await desk.settings.saveVisitorType(contractor);
  return { desk, contractor, saved };
}

/** The contractor's questions, by their place: Employer, Safety induction completed, Work to be done. */
export function questionsOf(type: VisitorType) {
  const [employer, induction, work] = type.questions;
  if (!employer || !induction || !work) throw new Error('The Contractor template asks three questions');
  return { employer, induction, work };
}

/** Answers to the contractor's required questions, each with the question's text as asked. */
export function requiredAnswers(type: VisitorType): Answers {
  const { employer, induction } = questionsOf(type);
  return {
    [employer.id]: { question: employer.label, value: 'Acme Builders' },
    [induction.id]: { question: induction.label, value: 'yes' },
  };
}
