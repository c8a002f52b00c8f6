import { NAMED_AGREEMENT_ID } from './port/agreements';
import type { AgreementPolicy, PastQuestion, Question, QuestionKind, VisitorType } from './port/visitorTypes';
import { readQuestionTranslations, storedQuestionTranslations, translationsAt } from './questionTranslations';

/** The rules check the same limits (firestore.rules, settings and visitDetails). */
export const VISITOR_TYPE_LIMITS = {
  types: 30,
  name: 40,
  questions: 10,
  label: 200,
  help: 300,
  // A choice's answers are stored joined by line breaks, at most 1,000 characters (a rules pattern's longest
  // repeat): 15 of 60 characters fit.
  options: 15,
  option: 60,
  pastQuestions: 100,
} as const;

export const QUESTION_KINDS: readonly QuestionKind[] = ['short', 'long', 'yesno', 'choice', 'number', 'date'];
export const QUESTION_KIND_NAMES: Record<QuestionKind, string> = {
  short: 'Short text',
  long: 'Long text',
  yesno: 'Yes / no',
  choice: 'One of a list',
  number: 'Number',
  date: 'Date',
};
export const AGREEMENT_POLICIES: readonly AgreementPolicy[] = ['site', 'always', 'never'];

const TYPE_ID = /^[a-z][a-z0-9]{2,15}$/;
const QUESTION_ID = /^q[a-z0-9]{8}$/;
const COLOUR = /^#[0-9a-f]{6}$/;

function randomId(prefix: string, length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return prefix + Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

export const newVisitorTypeId = (): string => randomId('t', 8);
export const newQuestionId = (): string => randomId('q', 8);

function specType(id: string, name: string, order: number, colour: string): VisitorType {
  return {
    id,
    name,
    colour,
    badgeColour: colour,
    hostRequired: true,
    agreement: 'site',
    photoRequired: false,
    answersOnBadge: false,
    order,
    retired: false,
    questions: [],
    pastQuestions: [],
  };
}

/**
 * The product spec's Visit Type choices, as every company starts with them: no questions, a host needed,
 * the agreement as the site says, so the spec's check-in is unchanged for a company that changes nothing.
 */
const MEETING = specType('meeting', 'Meeting', 0, '#1d4ed8');

export const SPEC_VISITOR_TYPES: readonly VisitorType[] = [
  MEETING,
  specType('interview', 'Interview', 1, '#7c3aed'),
  specType('others', 'Others', 2, '#475569'),
];

/** One of the spec's three (changed or not): its badge stays the spec's plain VISITOR badge, unless coloured. */
export const isSpecType = (type: Pick<VisitorType, 'id'>) =>
  SPEC_VISITOR_TYPES.some((spec) => spec.id === type.id);

/** The spec type a visit written without a type id (by an old tab, or before types) was of. */
export function specTypeNamed(name: string): VisitorType | undefined {
  return SPEC_VISITOR_TYPES.find((type) => type.name === name);
}

/**
 * Whether a type's name is one the product gave it (the spec's three, a template's), which the visitor's
 * screens say in the visitor's language; a name the company wrote is shown as written.
 */
export function isProductTypeName(name: string): boolean {
  return SPEC_VISITOR_TYPES.some((type) => type.name === name) || TEMPLATE_NAMES.includes(name);
}

/**
 * The templates' names, apart from the templates themselves: the phone needs the names, not the templates
 * (their questions in six languages stay out of its bundle). The catalogs' test checks they agree.
 */
export const TEMPLATE_NAMES: readonly string[] = ['Contractor', 'Delivery', 'Guest'];

/**
 * The type as stored: its questions as parallel lists (ids, labels, kinds, help, a choice's answers joined
 * by line breaks, the required ids) and its past questions likewise. The rules check a list with one
 * pattern however long it is; a list of maps would cost them a check per question, and a rule evaluates at
 * most 1,000 expressions.
 */
export interface StoredVisitorType extends Omit<VisitorType, 'id' | 'pastQuestions' | 'questions'> {
  questionIds: string[];
  questionLabels: string[];
  questionKinds: QuestionKind[];
  questionHelp: string[];
  questionOptions: string[];
  requiredIds: string[];
  pastQuestionIds: string[];
  pastQuestionLabels: string[];
  /** The questions' translations as one JSON text (questionTranslations.ts); absent while there are none. */
  questionTranslations?: string;
}

export function storedVisitorType(type: VisitorType): StoredVisitorType {
  const { id: _id, pastQuestions, questions, ...fields } = type;
  const translations = storedQuestionTranslations(questions);
  return {
    ...fields,
    questionIds: questions.map((question) => question.id),
    questionLabels: questions.map((question) => question.label),
    questionKinds: questions.map((question) => question.kind),
    questionHelp: questions.map((question) => question.help),
    questionOptions: questions.map((question) => question.options.join('\n')),
    requiredIds: questions.filter((question) => question.required).map((question) => question.id),
    pastQuestionIds: pastQuestions.map((question) => question.id),
    pastQuestionLabels: pastQuestions.map((question) => question.label),
    ...(translations && { questionTranslations: translations }),
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The questions of a stored type, those this code can read, in order. */
function questionsOf(fields: Record<string, unknown>): Question[] {
  // By position: an item that is not text reads as empty, so the lists stay aligned.
  const atPosition = (value: unknown) => (Array.isArray(value) ? value.map(text) : []);
  const labels = atPosition(fields.questionLabels);
  const kinds = atPosition(fields.questionKinds);
  const help = atPosition(fields.questionHelp);
  const options = atPosition(fields.questionOptions);
  const required = new Set(texts(fields.requiredIds));
  const stored = readQuestionTranslations(fields.questionTranslations);
  return texts(fields.questionIds).flatMap((id, index): Question[] => {
    const kind = QUESTION_KINDS.find((candidate) => candidate === kinds[index]);
    if (!kind || !QUESTION_ID.test(id)) return [];
    const translations = translationsAt(stored, index);
    return [
      {
        id,
        label: labels[index] ?? '',
        kind,
        required: required.has(id),
        help: help[index] ?? '',
        options: (options[index] ?? '').split('\n').filter(Boolean),
        ...(translations && { translations }),
      },
    ];
  });
}

/** A stored type read back; null for one this code cannot read (it is then not offered). */
export function visitorTypeOf(id: string, stored: unknown, fallback?: VisitorType): VisitorType | null {
  const fields = record(stored);
  if (!TYPE_ID.test(id) || typeof fields.name !== 'string') return null;
  const pastIds = texts(fields.pastQuestionIds);
  const pastLabels = texts(fields.pastQuestionLabels);
  const colour = COLOUR.test(text(fields.colour)) ? text(fields.colour) : (fallback?.colour ?? '#475569');
  return {
    id,
    name: fields.name,
    colour,
    badgeColour: COLOUR.test(text(fields.badgeColour)) ? text(fields.badgeColour) : colour,
    hostRequired: fields.hostRequired !== false,
    agreement: AGREEMENT_POLICIES.find((policy) => policy === fields.agreement) ?? 'site',
    ...(typeof fields.agreementId === 'string' &&
      NAMED_AGREEMENT_ID.test(fields.agreementId) && { agreementId: fields.agreementId }),
    photoRequired: fields.photoRequired === true,
    answersOnBadge: fields.answersOnBadge === true,
    order: typeof fields.order === 'number' ? fields.order : (fallback?.order ?? 100),
    retired: fields.retired === true,
    questions: questionsOf(fields),
    pastQuestions: pastIds.map((questionId, index): PastQuestion => ({
      id: questionId,
      label: pastLabels[index] ?? questionId,
    })),
  };
}

/**
 * The company's types, in the desk's order: those stored, and the spec's three where the company has not
 * changed them (a site from before types stores none).
 */
export function completeVisitorTypes(stored: unknown): VisitorType[] {
  const map = record(stored);
  const types = Object.entries(map)
    .map(([id, value]) =>
      visitorTypeOf(
        id,
        value,
        SPEC_VISITOR_TYPES.find((spec) => spec.id === id),
      ),
    )
    .filter((type): type is VisitorType => type !== null);
  const missing = SPEC_VISITOR_TYPES.filter((spec) => !(spec.id in map));
  return [...types, ...missing].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

/** The types a visitor can be checked in as today. */
export const offeredTypes = (types: readonly VisitorType[]): VisitorType[] =>
  types.filter((type) => !type.retired);

/** The type a form starts on: the first offered (the spec's Meeting, unless the company changed it). */
export const firstOffered = (types: readonly VisitorType[]): VisitorType => offeredTypes(types)[0] ?? MEETING;

/** Every question a type of the company has ever asked, for the export's header: asked first, then past. */
export function everyQuestion(types: readonly VisitorType[]): PastQuestion[] {
  const seen = new Map<string, string>();
  for (const type of types) for (const question of type.questions) seen.set(question.id, question.label);
  for (const type of types)
    for (const question of type.pastQuestions)
      if (!seen.has(question.id)) seen.set(question.id, question.label);
  return [...seen].map(([id, label]) => ({ id, label }));
}

/** Whether a visit of this type needs the visitor agreement, at a site that requires it or not. */
export function needsAgreement(
  type: Pick<VisitorType, 'agreement'> | undefined,
  siteRequiresIt: boolean,
): boolean {
  const policy = type?.agreement ?? 'site';
  return policy === 'always' || (policy === 'site' && siteRequiresIt);
}
