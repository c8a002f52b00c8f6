#!/usr/bin/env node
// Writes src/locales/en/operator.po: every text the desk's screens say through t() or mark with msg() (both
// from src/lib/operatorText), the catalog a translator of the desk starts from. `--check` writes nothing and
// exits 1 if the catalog is not the one the code would give, or if a call is one the catalog cannot hold.
// (tParts() of the same module says a text whose placeholders hold elements: checked as t() is.)
//
//   node scripts/operatorCatalog.mjs [--check]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const SOURCES = 'src';
export const CATALOG = 'src/locales/en/operator.po';
const MODULE = /(^|\/)lib\/operatorText$|^\.\/operatorText$/;

const HEADER = [
  'msgid ""',
  'msgstr ""',
  '"MIME-Version: 1.0\\n"',
  '"Content-Type: text/plain; charset=utf-8\\n"',
  '"Content-Transfer-Encoding: 8bit\\n"',
  '"Language: en\\n"',
  '',
].join('\n');

function sourceFiles(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const placeholders = (text) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();

/** The texts one file says through t() and msg(), and the calls the catalog cannot hold. */
export function textsIn(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const names = new Map();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !MODULE.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        names.set(element.name.text, (element.propertyName ?? element.name).text);
  }
  const texts = [];
  const problems = [];
  const where = (node) => `${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && names.has(node.expression.text)) {
      const kind = names.get(node.expression.text);
      const [id, values] = node.arguments;
      if (id && (ts.isStringLiteral(id) || ts.isNoSubstitutionTemplateLiteral(id))) {
        texts.push(id.text);
        const filled = kind === 't' || kind === 'tParts';
        if (filled && values && ts.isObjectLiteralExpression(values)) {
          const keys = values.properties.map((property) => property.name?.getText(source)).sort();
          if (JSON.stringify(keys) !== JSON.stringify(placeholders(id.text)))
            problems.push(`${where(node)}: the values ${keys.join(', ')} do not fill ${id.text}`);
        } else if (filled && !values && placeholders(id.text).length > 0) {
          problems.push(`${where(node)}: no values for ${id.text}`);
        }
      } else if (kind === 'msg') {
        problems.push(`${where(node)}: msg() takes the text itself`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { texts, problems };
}

/** Every text the desk says, sorted, once; and the problems found on the way. */
export function operatorTexts(root = SOURCES) {
  const texts = new Set();
  const problems = [];
  for (const file of sourceFiles(root)) {
    const found = textsIn(file, readFileSync(file, 'utf8'));
    found.texts.forEach((text) => texts.add(text));
    problems.push(...found.problems);
  }
  return { texts: [...texts].sort(), problems };
}

/** The English catalog: each text its own translation. */
export function catalogOf(texts) {
  const entries = texts.map((text) => `msgid ${JSON.stringify(text)}\nmsgstr ${JSON.stringify(text)}\n`);
  return [HEADER, ...entries].join('\n');
}

function main() {
  const { texts, problems } = operatorTexts();
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  const wanted = catalogOf(texts);
  if (process.argv.includes('--check')) {
    if (readFileSync(CATALOG, 'utf8') === wanted) return console.log(`${CATALOG}: up to date`);
    console.error(`${CATALOG}: differs from the texts the code says; run node scripts/operatorCatalog.mjs`);
    process.exit(1);
  }
  writeFileSync(CATALOG, wanted);
  console.log(`${CATALOG}: ${texts.length} texts written`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
