import { I18nProvider } from '@lingui/react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { loadLanguage, visitorI18n } from './catalogs';
import { DEFAULT_LANGUAGE, preferredLanguage, type VisitorLanguage } from '../../lib/visitorLanguages';

interface Chosen {
  language: VisitorLanguage;
  choose: (language: VisitorLanguage) => void;
}

const ChosenLanguage = createContext<Chosen>({ language: DEFAULT_LANGUAGE, choose: () => undefined });

export const useChosenLanguage = (): Chosen => useContext(ChosenLanguage);

/**
 * The page's language and direction, put back as they were when the visitor's screen closes (the kiosk).
 * Set as the words change, before the browser paints: never a frame of Arabic laid out left to right.
 */
function useDocumentLanguage(language: VisitorLanguage) {
  useLayoutEffect(() => {
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
  const [shown, setShown] = useState(DEFAULT_LANGUAGE);
  // Only the last choice is shown: a slow language chosen first never replaces a later one.
  const latest = useRef(0);

  const choose = useCallback(
    (language: VisitorLanguage) => {
      const choice = ++latest.current;
      loadLanguage(i18n, language.code).then(
        () => {
          if (choice !== latest.current) return;
          i18n.activate(language.code);
          setShown(language);
        },
        // Not loaded (the network cut): the screen stays in the language it is in; choosing again retries.
        () => undefined,
      );
    },
    [i18n],
  );

  useEffect(() => {
    const preferred = preferredLanguage(navigator.languages);
    if (preferred.code !== DEFAULT_LANGUAGE.code) choose(preferred);
  }, [choose]);
  useDocumentLanguage(shown);

  return (
    <ChosenLanguage value={{ language: shown, choose }}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </ChosenLanguage>
  );
}
