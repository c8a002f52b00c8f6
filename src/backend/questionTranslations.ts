import type { Question, QuestionTranslation, QuestionTranslations } from './port/visitorTypes';
import { MAIL_LANGUAGES } from '../lib/visitorLanguages';

/** The longest stored text of a type's translations (the rules hold the same). */
export const QUESTION_TRANSLATIONS_MAX_LENGTH = 60_000;

/**
 * A type's translations as stored beside its parallel lists: one JSON text of, for each language, three
 * texts per question in order (its text, its help, a choice's answers joined by line breaks; '' where that
 * question has none). One text, because the rules can afford to check only its size (a type of ten
 * questions leaves them about 40 of their 1,000 expressions); the screens read it as text only.
 */
export function storedQuestionTranslations(questions: readonly Question[]): string | undefined {
  const stored: Record<string, string[]> = {};
  for (const language of MAIL_LANGUAGES) {
    if (!questions.some((question) => question.translations?.[language])) continue;
    stored[language] = questions.flatMap((question) => {
      const translation = question.translations?.[language];
      return translation
        ? [translation.label, translation.help, translation.options.join('\n')]
        : ['', '', ''];
    });
  }
  return Object.keys(stored).length > 0 ? JSON.stringify(stored) : undefined;
}

/** The stored text read back, by language; {} for none, or for anything this code cannot read. */
export function readQuestionTranslations(stored: unknown): Partial<Record<string, unknown[]>> {
  if (typeof stored !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      MAIL_LANGUAGES.flatMap((language) => {
        const list: unknown = Reflect.get(parsed, language);
        return Array.isArray(list) ? [[language, list]] : [];
      }),
    );
  } catch {
    return {};
  }
}

/** The translations of the question at `index` (what is not text reads as ''). */
export function translationsAt(
  stored: Partial<Record<string, unknown[]>>,
  index: number,
): QuestionTranslations | undefined {
  const found: QuestionTranslations = {};
  for (const [language, list = []] of Object.entries(stored)) {
    const [label = '', help = '', options = ''] = [0, 1, 2].map((offset): string => {
      const value: unknown = list[index * 3 + offset];
      return typeof value === 'string' ? value : '';
    });
    if (label) found[language] = { label, help, options: options.split('\n').filter(Boolean) };
  }
  return Object.keys(found).length > 0 ? found : undefined;
}

/** A question as a visitor reads it in a language: the company's translation, else as written. */
export function questionIn(
  question: Question,
  language: string,
): QuestionTranslation & { translated: boolean } {
  const translation = question.translations?.[language];
  if (!translation)
    return { label: question.label, help: question.help, options: question.options, translated: false };
  return {
    label: translation.label,
    help: translation.help,
    // A choice's answers translated only when all are, in the same order.
    options: translation.options.length === question.options.length ? translation.options : question.options,
    translated: true,
  };
}
