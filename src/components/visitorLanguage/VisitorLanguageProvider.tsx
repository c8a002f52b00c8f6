import { I18nProvider } from '@lingui/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { activateLanguage, visitorI18n } from './catalogs';
import { DEFAULT_LANGUAGE, preferredLanguage, type VisitorLanguage } from '../../lib/visitorLanguages';

interface Chosen {
  language: VisitorLanguage;
  choose: (language: VisitorLanguage) => void;
}

const ChosenLanguage = createContext<Chosen>({ language: DEFAULT_LANGUAGE, choose: () => undefined });

export const useChosenLanguage = (): Chosen => useContext(ChosenLanguage);

/** The page's language and direction, put back as they were when the visitor's screen closes (the kiosk). */
function useDocumentLanguage(language: VisitorLanguage) {
  useEffect(() => {
    const root = document.documentElement;
    const before = { lang: root.lang, dir: root.dir };
    root.lang = language.code;
    root.dir = language.dir;
    return () => {
      root.lang = before.lang;
      root.dir = before.dir;
    };
  }, [language]);
}

/**
 * The visitor's screens in the visitor's language: the browser's preferred one to start with, then the one
 * chosen in the menu. A language's messages load when it is first chosen; until they arrive the screen
 * stays in the language it was in.
 */
export function VisitorLanguageProvider({ children }: { children: ReactNode }) {
  const [i18n] = useState(visitorI18n);
  const [wanted, setWanted] = useState(() => preferredLanguage(navigator.languages));
  const [shown, setShown] = useState(DEFAULT_LANGUAGE);

  useEffect(() => {
    let current = true;
    activateLanguage(i18n, wanted.code).then(
      () => current && setShown(wanted),
      // Not loaded (the network cut): the screen stays in the language it is in.
      () => current && setWanted(shown),
    );
    return () => {
      current = false;
    };
    // `shown` is what to go back to, not a reason to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n, wanted]);
  useDocumentLanguage(shown);

  return (
    <ChosenLanguage value={{ language: shown, choose: setWanted }}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </ChosenLanguage>
  );
}
