/** Where the English catalog of the desk's texts is kept. */
export const CATALOG: string;
/** The texts one file says through t() and msg(), and the calls the catalog cannot hold. */
export function textsIn(fileName: string, text: string): { texts: string[]; problems: string[] };
/** Every text the desk says (under `root`, src by default), sorted, once; and the problems found. */
export function operatorTexts(root?: string): { texts: string[]; problems: string[] };
/** The English catalog of these texts, as scripts/operatorCatalog.mjs writes it. */
export function catalogOf(texts: string[]): string;
