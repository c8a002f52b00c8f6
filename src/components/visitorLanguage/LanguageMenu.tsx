import { useId } from 'react';
import { languageOf, VISITOR_LANGUAGES } from '../../lib/visitorLanguages';
import { useChosenLanguage } from './VisitorLanguageProvider';
import { useVisitorText } from './useVisitorText';

/** The visitor's language, chosen by its own name (each option in its own language). */
export function LanguageMenu() {
  const id = useId();
  const { t } = useVisitorText();
  const { language, choose } = useChosenLanguage();
  return (
    <div className="language-menu">
      <label htmlFor={id}>{t('Language')}</label>
      <select
        id={id}
        value={language.code}
        onChange={(event) => {
          const chosen = languageOf(event.target.value);
          if (chosen) choose(chosen);
        }}
      >
        {VISITOR_LANGUAGES.map((each) => (
          <option key={each.code} value={each.code} lang={each.code}>
            {each.name}
          </option>
        ))}
      </select>
    </div>
  );
}
