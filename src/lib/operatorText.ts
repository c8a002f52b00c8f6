import { setupI18n, type I18n } from '@lingui/core';

export type TextValues = Record<string, string | number>;

/**
 * The desk's own texts: English for now, each one said through Lingui so that a later issue only adds a
 * catalog (src/locales/<language>/operator.po) and a switch. English is the source: a message's id is its
 * English text, so English needs no catalog in the bundle (src/locales/en/operator.po, every text the
 * screens say, is kept for translators and checked against the code by operatorText.test.ts).
 */
export const operatorI18n: I18n = setupI18n({
  locale: 'en',
  messages: { en: {} },
  // The English text is the id: say it as it is rather than warn that English has no catalog.
  missing: (_locale, id) => id,
});

/** The `{name}` placeholders of an English text filled in, as the compiled catalogs do in other languages. */
function fill(text: string, values: TextValues): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** A desk text in the desk's language, its `{name}` placeholders filled from `values`. */
export function t(id: string, values?: TextValues): string {
  const said = operatorI18n._(id, values);
  return values && said === id ? fill(said, values) : said;
}

/**
 * Marks a text kept in a constant, said later through `t(text)`: the catalog finds it here. Returns the
 * text unchanged.
 */
export function msg<Text extends string>(text: Text): Text {
  return text;
}

