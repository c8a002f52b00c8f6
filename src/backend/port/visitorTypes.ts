/** What a question asks for: one line, a few lines, yes or no, one of a list, a number, a date. */
export type QuestionKind = 'short' | 'long' | 'yesno' | 'choice' | 'number' | 'date';

/** A question a visitor type asks its visitors on arrival. */
export interface Question {
  /** Never reused within the company: the export's column and the answer's key. */
  id: string;
  label: string;
  kind: QuestionKind;
  required: boolean;
  /** Shown under the field; '' for none. */
  help: string;
  /** The choices of a 'choice' question; empty for the other kinds. */
  options: string[];
  /**
   * The company's own translations, by visitor language ('es'): shown to a visitor who reads the phone or
   * kiosk in it. Answers keep the question's own text and choices, whatever language they were given in.
   */
  translations?: QuestionTranslations;
}

/** A question as the company translated it: its text, its help, and a choice's answers in their order. */
export interface QuestionTranslation {
  label: string;
  help: string;
  /** The choices in the same order as the question's ([] for the other kinds). */
  options: string[];
}

export type QuestionTranslations = Partial<Record<string, QuestionTranslation>>;

/** A question a type no longer asks: its id stays taken and the export keeps its column. */
export interface PastQuestion {
  id: string;
  label: string;
}

/** Whether a visit of this type needs the visitor agreement: as the site says, always, or never. */
export type AgreementPolicy = 'site' | 'always' | 'never';

/** Who is arriving (guest, contractor, delivery…), with the questions and rules of their kind. */
export interface VisitorType {
  /** Lower-case letters and digits; never reused within the company. */
  id: string;
  /** As visits show it and keep it ('Meeting'). */
  name: string;
  /** '#rrggbb': the type's mark on the desk's lists. */
  colour: string;
  /** '#rrggbb': the band across the visitor's badge. */
  badgeColour: string;
  /** Off: the visitor may come for nobody in particular (a delivery to reception). */
  hostRequired: boolean;
  agreement: AgreementPolicy;
  /**
   * Which agreement, when `agreement` asks for one: a revision of one of the company's other agreements
   * (NamedAgreement.id); absent for the visitor agreement.
   */
  agreementId?: string;
  /** On: phone, kiosk and invited arrivals of this type need the visitor's photo. */
  photoRequired: boolean;
  /** On: the badge prints the visitor's answers. */
  answersOnBadge: boolean;
  /** Place in the desk's list, smallest first. */
  order: number;
  /** Deleted: offered no more; its visits keep its name. Types are never removed, so ids stay taken. */
  retired: boolean;
  questions: Question[];
  pastQuestions: PastQuestion[];
}

/**
 * What a visitor answered: the question's text as it was asked, and the answer as text ('yes' or 'no' to a
 * yes/no question, a number in its plain form, a date as YYYY-MM-DD, a choice as offered).
 */
export interface Answer {
  question: string;
  value: string;
}

/** A visit's answers, by question id. */
export type Answers = Record<string, Answer>;
