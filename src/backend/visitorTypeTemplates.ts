import type { Question, QuestionKind, QuestionTranslations, VisitorType } from './port/visitorTypes';
import { newQuestionId, newVisitorTypeId } from './visitorTypes';

/**
 * The kinds of visitor an admin can add with their usual questions (in the visitor's languages), then
 * change: a module of their own, which only Settings loads (the phone needs their names only,
 * visitorTypes.ts TEMPLATE_NAMES).
 */

export type Template = Omit<VisitorType, 'id' | 'order' | 'retired' | 'pastQuestions' | 'questions'> & {
  questions: Omit<Question, 'id'>[];
};

const ask = (
  label: string,
  kind: QuestionKind,
  extra: Partial<Omit<Question, 'id' | 'label' | 'kind'>> = {},
): Omit<Question, 'id'> => ({ label, kind, required: true, help: '', options: [], ...extra });

/**
 * A template question in the visitor's other languages: ours, as the product's own words (the company may
 * change them like its own): [text, help, answers] by language, in the languages' order.
 */
function inLanguages(
  es: TranslatedQuestion,
  fr: TranslatedQuestion,
  de: TranslatedQuestion,
  hi: TranslatedQuestion,
  ar: TranslatedQuestion,
): QuestionTranslations {
  const of = ([label, help = '', options = []]: TranslatedQuestion) => ({ label, help, options });
  return { es: of(es), fr: of(fr), de: of(de), hi: of(hi), ar: of(ar) };
}

type TranslatedQuestion = [label: string, help?: string, options?: string[]];

const CARRIERS = ['DHL', 'FedEx', 'UPS'];

/** Kinds of visitor an admin can add with their usual questions, then change. */
export const VISITOR_TYPE_TEMPLATES: readonly Template[] = [
  {
    name: 'Contractor',
    colour: '#b45309',
    badgeColour: '#f59e0b',
    hostRequired: true,
    agreement: 'always',
    photoRequired: false,
    answersOnBadge: true,
    questions: [
      ask('Employer', 'short', {
        translations: inLanguages(
          ['Empresa para la que trabaja'],
          ['Employeur'],
          ['Arbeitgeber'],
          ['नियोक्ता'],
          ['جهة العمل'],
        ),
      }),
      ask('Safety induction completed', 'yesno', {
        help: 'Contractors work on site only after the induction.',
        translations: inLanguages(
          [
            'Inducción de seguridad completada',
            'Los contratistas solo trabajan en el sitio después de la inducción.',
          ],
          ['Formation sécurité suivie', 'Les prestataires ne travaillent sur le site qu’après la formation.'],
          [
            'Sicherheitsunterweisung abgeschlossen',
            'Auftragnehmer arbeiten erst nach der Unterweisung auf dem Gelände.',
          ],
          ['सुरक्षा प्रशिक्षण पूरा किया', 'ठेकेदार प्रशिक्षण के बाद ही परिसर में काम करते हैं।'],
          ['تم إكمال التدريب على السلامة', 'لا يعمل المقاولون في الموقع إلا بعد التدريب.'],
        ),
      }),
      ask('Work to be done', 'long', {
        required: false,
        translations: inLanguages(
          ['Trabajo a realizar'],
          ['Travaux à effectuer'],
          ['Auszuführende Arbeiten'],
          ['किया जाने वाला कार्य'],
          ['العمل المطلوب'],
        ),
      }),
    ],
  },
  {
    name: 'Delivery',
    colour: '#047857',
    badgeColour: '#10b981',
    // Most parcels are for reception, not for a person.
    hostRequired: false,
    agreement: 'never',
    photoRequired: false,
    answersOnBadge: false,
    questions: [
      ask('Carrier', 'choice', {
        options: [...CARRIERS, 'Local courier', 'Other'],
        translations: inLanguages(
          ['Transportista', '', [...CARRIERS, 'Mensajero local', 'Otro']],
          ['Transporteur', '', [...CARRIERS, 'Coursier local', 'Autre']],
          ['Zusteller', '', [...CARRIERS, 'Lokaler Kurier', 'Andere']],
          ['वाहक', '', [...CARRIERS, 'स्थानीय कूरियर', 'अन्य']],
          ['شركة الشحن', '', [...CARRIERS, 'مندوب توصيل محلي', 'أخرى']],
        ),
      }),
      ask('Number of packages', 'number', {
        translations: inLanguages(
          ['Número de paquetes'],
          ['Nombre de colis'],
          ['Anzahl der Pakete'],
          ['पैकेजों की संख्या'],
          ['عدد الطرود'],
        ),
      }),
    ],
  },
  {
    name: 'Guest',
    colour: '#be185d',
    badgeColour: '#ec4899',
    hostRequired: true,
    agreement: 'site',
    photoRequired: false,
    answersOnBadge: false,
    questions: [],
  },
];

/** A new type from a template, placed after the company's others. */
export function typeFromTemplate(template: Template, order: number): VisitorType {
  return {
    ...template,
    id: newVisitorTypeId(),
    order,
    retired: false,
    questions: template.questions.map((question) => ({ ...question, id: newQuestionId() })),
    pastQuestions: [],
  };
}
