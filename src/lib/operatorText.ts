import type { I18n } from '@lingui/core';

export type TextValues = Record<string, string | number>;

/**
 * The desk's own texts: English for now, each one said through `t()` so that a later issue only adds a
 * catalog (src/locales/<language>/operator.po) and installs it (lib/operatorLanguage.ts). English is the
 * source: a message's id is its English text, so English needs neither a catalog in the bundle nor Lingui
 * itself (the landing page has no room for it); src/locales/en/operator.po, every text the screens say, is
 * kept for translators and checked against the code by operatorText.test.ts.
 */
let translation: I18n | null = null;

/** From now on the desk's texts are said by `i18n` (a language's compiled catalog); null: English again. */
export function sayDeskTextsWith(i18n: I18n | null): void {
  translation = i18n;
}

/** The `{name}` placeholders of an English text filled in, as the compiled catalogs do in other languages. */
function fill(text: string, values: TextValues): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** A desk text in the desk's language, its `{name}` placeholders filled from `values`. */
export function t(id: string, values?: TextValues): string {
  const said = translation ? translation._(id, values) : id;
  return values && said === id ? fill(said, values) : said;
}

/**
 * Marks a text kept in a constant, said later through `t(text)`: the catalog finds it here. Returns the
 * text unchanged.
 */
export function msg<Text extends string>(text: Text): Text {
  return text;
}

/**
 * A desk text with things other than text in its placeholders (a name in bold, a link): its parts in
 * order, the text's pieces between them, so that a translation may put them where its language does.
 * An element among `parts` needs a key (the parts are children of one element).
 */
export function tParts<Part>(id: string, parts: Record<string, Part>): (string | Part)[] {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `\u0000${name}\u0000`]));
  return t(id, marks)
    .split('\u0000')
    .map((piece, index) => (index % 2 === 1 && piece in parts ? (parts[piece] as Part) : piece))
    .filter((piece) => piece !== '');
}
