/**
 * A text said to a visitor, as a message: its id (the English text, with {names} for its values) and its
 * values. A screen shows it in the visitor's language (shared/visitorLanguage); elsewhere (the backend's
 * errors) it is said in English by `englishText`.
 */
export interface Message {
  id: string;
  values?: Record<string, string | number>;
}

/** A message's English text: each {name} replaced by its value. Plain placeholders only. */
export const englishText = (message: Message): string =>
  message.id.replace(/\{(\w+)\}/g, (whole, name: string) => String(message.values?.[name] ?? whole));
