export { VisitorLanguageProvider, useChosenLanguage } from './VisitorLanguageProvider';
export { LanguageMenu } from './LanguageMenu';
export { useVisitorText, type Translate } from './useVisitorText';
export {
  VISITOR_LANGUAGES,
  languageName,
  preferredLanguage,
  type VisitorLanguage,
} from '../../lib/visitorLanguages';
