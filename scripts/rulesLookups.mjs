#!/usr/bin/env node
// Counts the document lookups (get, exists, getAfter, existsAfter) of firestore.rules: for each function,
// and for each allow statement of each match block, the most one evaluation can make, taking none as
// cached (production refuses past 10 per rule evaluation and 20 per batch or transaction; the emulator
// counts none). A call of a function counts its body's lookups; `a ? b : c` counts a and the larger of b
// and c; every other operator (&&, ||, ==...) counts both sides: the worst case, where the first branch of
// an || makes its lookups and fails. docs/decisions/audit.md sums them per operation.
//
//   node scripts/rulesLookups.mjs [firestore.rules] [--functions]
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const LOOKUPS = new Set(['get', 'exists', 'getAfter', 'existsAfter']);

// ---------------------------------------------------------------- tokens

function tokenize(source) {
  const tokens = [];
  let i = 0;
  const push = (type, value) => tokens.push({ type, value });
  while (i < source.length) {
    const c = source[i];
    if (/\s/.test(c)) i += 1;
    else if (source.startsWith('//', i))
      i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
    else if (source.startsWith('/*', i)) i = source.indexOf('*/', i + 2) + 2;
    else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < source.length && source[j] !== c) j += source[j] === '\\' ? 2 : 1;
      push('string', source.slice(i + 1, j));
      i = j + 1;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i));
      push('name', m[0]);
      i += m[0].length;
    } else if (/[0-9]/.test(c)) {
      const m = /^[0-9]+(\.[0-9]+)?/.exec(source.slice(i));
      push('number', m[0]);
      i += m[0].length;
    } else if (c === '/' && isPathStart(tokens)) {
      // A path: /segment/$(expression)/{wildcard=**}... up to the first character no path holds.
      let j = i;
      const parts = [];
      while (source[j] === '/') {
        j += 1;
        if (source.startsWith('$(', j)) {
          let depth = 0;
          let k = j + 1;
          for (; k < source.length; k += 1) {
            if (source[k] === '(') depth += 1;
            if (source[k] === ')' && --depth === 0) break;
          }
          parts.push({ expression: source.slice(j + 2, k) });
          j = k + 1;
        } else {
          const m = /^(\{[^}]*\}|[A-Za-z0-9_.-]+)/.exec(source.slice(j));
          if (!m) break;
          parts.push({ text: m[0] });
          j += m[0].length;
        }
      }
      push('path', parts);
      i = j;
    } else {
      const two = source.slice(i, i + 2);
      if (['==', '!=', '<=', '>=', '&&', '||'].includes(two)) {
        push('op', two);
        i += 2;
      } else {
        push('op', c);
        i += 1;
      }
    }
  }
  return tokens;
}

/** A '/' starts a path where an operand is expected (not after a value: then it divides). */
function isPathStart(tokens) {
  const last = tokens.at(-1);
  if (!last) return true;
  if (last.type === 'name') return ['match', 'return', 'in', 'if'].includes(last.value);
  if (last.type === 'op') return !(last.value === ')' || last.value === ']');
  return false;
}

// ---------------------------------------------------------------- expressions: their worst-case lookups

class Parser {
  constructor(tokens, scope) {
    this.tokens = tokens;
    this.i = 0;
    this.scope = scope;
  }
  peek(offset = 0) {
    return this.tokens[this.i + offset];
  }
  next() {
    return this.tokens[this.i++];
  }
  is(value) {
    const token = this.peek();
    return token && token.type === 'op' && token.value === value;
  }
  expect(value) {
    const token = this.next();
    if (!token || token.value !== value) throw new Error(`expected ${value}, found ${token?.value}`);
  }
  ternary() {
    const condition = this.binary();
    if (!this.is('?')) return condition;
    this.next();
    const yes = this.ternary();
    this.expect(':');
    const no = this.ternary();
    return condition + Math.max(yes, no);
  }
  binary() {
    let cost = this.unary();
    for (;;) {
      const token = this.peek();
      const binaryOp =
        token &&
        ((token.type === 'op' &&
          ['==', '!=', '<=', '>=', '<', '>', '&&', '||', '+', '-', '*', '/', '%'].includes(token.value)) ||
          (token.type === 'name' && (token.value === 'in' || token.value === 'is')));
      if (!binaryOp) return cost;
      this.next();
      cost += this.unary();
    }
  }
  unary() {
    if (this.is('!') || this.is('-')) {
      this.next();
      return this.unary();
    }
    return this.postfix();
  }
  postfix() {
    let { cost, callee } = this.primary();
    for (;;) {
      if (this.is('(')) {
        const argsCost = this.args();
        cost += argsCost + (callee ? this.callCost(callee) : 0);
        callee = null;
      } else if (this.is('.')) {
        this.next();
        this.next();
        callee = null;
      } else if (this.is('[')) {
        this.next();
        cost += this.ternary();
        this.expect(']');
        callee = null;
      } else return cost;
    }
  }
  args() {
    this.expect('(');
    let cost = 0;
    while (!this.is(')')) {
      cost += this.ternary();
      if (this.is(',')) this.next();
    }
    this.expect(')');
    return cost;
  }
  callCost(name) {
    if (LOOKUPS.has(name)) return 1;
    const fn = this.scope.find(name);
    return fn ? fn.cost() : 0;
  }
  primary() {
    const token = this.next();
    if (!token) throw new Error('unexpected end');
    if (token.type === 'name') return { cost: 0, callee: token.value };
    if (token.type === 'string' || token.type === 'number') return { cost: 0, callee: null };
    if (token.type === 'path') {
      const cost = token.value
        .filter((part) => part.expression)
        .reduce((sum, part) => sum + new Parser(tokenize(part.expression), this.scope).ternary(), 0);
      return { cost, callee: null };
    }
    if (token.value === '(') {
      const cost = this.ternary();
      this.expect(')');
      return { cost, callee: null };
    }
    if (token.value === '[') {
      let cost = 0;
      while (!this.is(']')) {
        cost += this.ternary();
        if (this.is(',')) this.next();
      }
      this.expect(']');
      return { cost, callee: null };
    }
    if (token.value === '{') {
      // A map literal: { 'key': value, ... }.
      let cost = 0;
      while (!this.is('}')) {
        cost += this.ternary();
        this.expect(':');
        cost += this.ternary();
        if (this.is(',')) this.next();
      }
      this.expect('}');
      return { cost, callee: null };
    }
    throw new Error(`unexpected ${token.value}`);
  }
}

// ---------------------------------------------------------------- match blocks, functions, allow statements

class Scope {
  constructor(parent) {
    this.parent = parent;
    this.functions = new Map();
  }
  find(name) {
    return this.functions.get(name) ?? this.parent?.find(name);
  }
}

function pathText(parts) {
  return parts.map((part) => `/${part.text ?? `$(${part.expression})`}`).join('');
}

/** The tokens of a balanced { ... } block starting at tokens[start] ('{'); returns [inner, end]. */
function block(tokens, start) {
  let depth = 0;
  for (let i = start; i < tokens.length; i += 1) {
    if (tokens[i].type === 'op' && tokens[i].value === '{') depth += 1;
    if (tokens[i].type === 'op' && tokens[i].value === '}' && --depth === 0)
      return [tokens.slice(start + 1, i), i + 1];
  }
  throw new Error('unbalanced block');
}

function walk(tokens, scope, matchPath, report) {
  // Functions first: a block's functions are visible to its allow statements wherever they are written.
  let i = 0;
  const statements = [];
  while (i < tokens.length) {
    const token = tokens[i];
    if (token.type === 'name' && token.value === 'function') {
      const name = tokens[i + 1].value;
      let j = i + 2;
      while (!(tokens[j].type === 'op' && tokens[j].value === '{')) j += 1;
      const [body, end] = block(tokens, j);
      let memo = null;
      const fn = {
        cost() {
          if (memo === null) {
            memo = Infinity; // recursion is not allowed in rules
            memo = bodyCost(body, scope);
          }
          return memo;
        },
      };
      scope.functions.set(name, fn);
      report.functions.push({ name, matchPath, fn });
      i = end;
    } else if (token.type === 'name' && token.value === 'match') {
      const path = pathText(tokens[i + 1].value);
      const [inner, end] = block(tokens, i + 2);
      statements.push({ kind: 'match', path, inner });
      i = end;
    } else if (token.type === 'name' && token.value === 'allow') {
      let j = i + 1;
      const ops = [];
      while (!(tokens[j].type === 'op' && (tokens[j].value === ':' || tokens[j].value === ';'))) {
        if (tokens[j].type === 'name') ops.push(tokens[j].value);
        j += 1;
      }
      let end = j;
      let condition = [];
      if (tokens[j].value === ':') {
        // if <expression> ;
        let k = j + 2;
        let depth = 0;
        for (; k < tokens.length; k += 1) {
          const t = tokens[k];
          if (t.type === 'op' && ['(', '[', '{'].includes(t.value)) depth += 1;
          if (t.type === 'op' && [')', ']', '}'].includes(t.value)) depth -= 1;
          if (depth === 0 && t.type === 'op' && t.value === ';') break;
        }
        condition = tokens.slice(j + 2, k);
        end = k;
      }
      statements.push({ kind: 'allow', ops, condition });
      i = end + 1;
    } else i += 1;
  }
  for (const statement of statements) {
    if (statement.kind === 'match')
      walk(statement.inner, new Scope(scope), `${matchPath}${statement.path}`, report);
    else {
      const cost = statement.condition.length ? new Parser(statement.condition, scope).ternary() : 0;
      report.allows.push({ matchPath, ops: statement.ops.join(', '), cost });
    }
  }
}

/** A function body: its lets, then its return. */
function bodyCost(tokens, scope) {
  let cost = 0;
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i];
    if (token.type === 'name' && (token.value === 'let' || token.value === 'return')) {
      const start = token.value === 'let' ? i + 3 : i + 1;
      let k = start;
      let depth = 0;
      for (; k < tokens.length; k += 1) {
        const t = tokens[k];
        if (t.type === 'op' && ['(', '[', '{'].includes(t.value)) depth += 1;
        if (t.type === 'op' && [')', ']', '}'].includes(t.value)) depth -= 1;
        if (depth === 0 && t.type === 'op' && t.value === ';') break;
      }
      cost += new Parser(tokens.slice(start, k), scope).ternary();
      i = k + 1;
    } else i += 1;
  }
  return cost;
}

const ROOT = '/databases/{database}/documents';
const short = (path) => (path.startsWith(ROOT) ? path.slice(ROOT.length) || '/' : path);

/**
 * The lookups of a rules file: each function's ({ name, path, lookups }) and each allow statement's
 * ({ path, ops, lookups }), paths from under /databases/{database}/documents.
 */
export function countLookups(source) {
  const report = { functions: [], allows: [] };
  const tokens = tokenize(source);
  const service = tokens.findIndex((token) => token.type === 'name' && token.value === 'service');
  const open = tokens.findIndex((token, index) => index > service && token.value === '{');
  walk(block(tokens, open)[0], new Scope(null), '', report);
  return {
    functions: report.functions.map(({ name, matchPath, fn }) => ({
      name,
      path: short(matchPath),
      lookups: fn.cost(),
    })),
    allows: report.allows.map(({ matchPath, ops, cost }) => ({ path: short(matchPath), ops, lookups: cost })),
  };
}

function main() {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--')) ?? 'firestore.rules';
  const { functions, allows } = countLookups(readFileSync(file, 'utf8'));
  if (args.includes('--functions')) {
    console.log('Functions (worst-case lookups, none cached)');
    for (const { name, path, lookups } of functions) {
      if (lookups > 0) console.log(`  ${String(lookups).padStart(2)}  ${name}  (${path || 'top level'})`);
    }
    console.log('');
  }
  console.log('Allow statements (worst-case lookups, none cached; all branches of || counted)');
  let lastPath = '';
  for (const { path, ops, lookups } of allows) {
    if (path !== lastPath) console.log(path);
    lastPath = path;
    const flag = lookups > 10 ? '  > 10: refused in production' : '';
    console.log(`  ${String(lookups).padStart(2)}  allow ${ops}${flag}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
