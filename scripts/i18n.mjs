#!/usr/bin/env node
/**
 * i18n tooling. English texts live beside each component in messages.ts (defineMessages,
 * namespaced ids, a description for translators); i18n/en.json is extracted from them,
 * i18n/ru.json is kept by hand.
 *   node scripts/i18n.mjs extract   rewrite i18n/en.json from every messages.ts
 *   node scripts/i18n.mjs check     fail if en.json is stale, ru.json misses or adds keys,
 *                                   any text is not valid ICU MessageFormat, or uses a word
 *                                   the glossary forbids (see terms)
 *   node scripts/i18n.mjs terms [--glossary=FILE] [--en=FILE] [--ru=FILE]
 *                                   only the glossary check: flag every catalogue text that
 *                                   uses a variant forbidden in i18n/GLOSSARY.md
 *   node scripts/i18n.mjs missing   print the ru.json keys still to translate
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const { parse } = require('@formatjs/icu-messageformat-parser');

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const enPath = path.join(root, 'i18n/en.json');
const ruPath = path.join(root, 'i18n/ru.json');
const glossaryPath = path.join(root, 'i18n/GLOSSARY.md');

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/^messages\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Every { id, defaultMessage } object literal inside a defineMessages(...) call. */
export function extractMessages() {
  const messages = {};
  for (const file of walk(path.join(root, 'src'))) {
    const source = ts.createSourceFile(
      file,
      fs.readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node) => {
      if (ts.isObjectLiteralExpression(node)) {
        const props = Object.fromEntries(
          node.properties
            .filter((p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name))
            .map((p) => [p.name.text, p.initializer]),
        );
        const text = (n) =>
          n && (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n))
            ? n.text
            : undefined;
        const id = text(props.id);
        const defaultMessage = text(props.defaultMessage);
        if (id && defaultMessage !== undefined) {
          if (messages[id] !== undefined && messages[id] !== defaultMessage) {
            throw new Error(
              `i18n: id ${id} defined twice with different texts (${path.relative(root, file)})`,
            );
          }
          messages[id] = defaultMessage;
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)));
}

const readJson = (p) => (fs.existsSync(p) ? JSON.parse(fs.readFileSync(p, 'utf8')) : {});

/** Split a Markdown table row into cells; `\|` inside a cell is a literal bar. */
function tableCells(line) {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

const plain = (cell) => cell.replace(/[`*_]/g, '').trim();

/**
 * The glossary table of i18n/GLOSSARY.md: one row per thing, with the one word each language
 * uses and the forbidden variants as `backticked` regular expressions (whole-word,
 * case-insensitive). Returns [{ thing, words: { en, ru }, forbidden: { en: [...], ru: [...] } }].
 */
export function parseGlossary(markdown) {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => /^\s*\|/.test(l) && /not in english/i.test(l));
  if (start === -1) throw new Error('glossary: no table with a "Not in English" column');
  const header = tableCells(lines[start]).map((h) => h.toLowerCase());
  const column = (name) => {
    const i = header.indexOf(name);
    if (i === -1) throw new Error(`glossary: no "${name}" column`);
    return i;
  };
  const cols = {
    thing: column('thing'),
    en: column('english'),
    ru: column('russian'),
    notEn: column('not in english'),
    notRu: column('not in russian'),
  };
  const entries = [];
  for (const line of lines.slice(start + 2)) {
    if (!/^\s*\|/.test(line)) break;
    const cells = tableCells(line);
    const thing = plain(cells[cols.thing] ?? '');
    const patterns = (cell) =>
      [...(cell ?? '').matchAll(/`([^`]+)`/g)].map(([, source]) => {
        try {
          return {
            source,
            regex: new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'giu'),
          };
        } catch (error) {
          throw new Error(`glossary: ${thing}: bad pattern \`${source}\` (${error.message})`, {
            cause: error,
          });
        }
      });
    entries.push({
      thing,
      words: { en: plain(cells[cols.en] ?? ''), ru: plain(cells[cols.ru] ?? '') },
      forbidden: { en: patterns(cells[cols.notEn]), ru: patterns(cells[cols.notRu]) },
    });
  }
  return entries;
}

/** The text a reader sees in an ICU message: literals of every branch, not argument names. */
function visibleText(message) {
  const out = [];
  const walkAst = (elements) => {
    for (const el of elements) {
      if (typeof el.value === 'string' && el.type === 0) out.push(el.value);
      if (el.options) for (const option of Object.values(el.options)) walkAst(option.value);
      if (el.children) walkAst(el.children);
    }
  };
  try {
    walkAst(parse(message));
  } catch {
    return message; // invalid ICU is reported elsewhere; still look at the raw text
  }
  return out.join(' ');
}

/** Every catalogue text using a forbidden variant, as "ru key uses 'Word'; glossary: ...". */
export function checkTerms(catalogues, glossary, fixed = new Set()) {
  const problems = [];
  for (const [lang, catalogue] of Object.entries(catalogues)) {
    for (const [key, message] of Object.entries(catalogue)) {
      if (fixed.has(`${lang} ${key}`)) continue;
      const text = visibleText(message);
      for (const entry of glossary) {
        for (const { regex } of entry.forbidden[lang] ?? []) {
          regex.lastIndex = 0;
          const found = new Set([...text.matchAll(regex)].map((m) => m[0]));
          for (const word of found) {
            const name = entry.words.en || entry.thing;
            problems.push(
              `${lang} ${key} uses '${word}'; glossary: ${name} = '${entry.words[lang]}'`,
            );
          }
        }
      }
    }
  }
  return problems;
}

const readGlossary = (p) => parseGlossary(fs.readFileSync(p, 'utf8'));

/**
 * The keys the requirements fix word for word ("Texts fixed by the requirements" in the
 * glossary): lines like "- `en notice.learning.moduleError` — SPEC §8 …". The check skips them.
 */
export function parseFixedTexts(markdown) {
  const section = markdown.split(/^## Texts fixed by the requirements$/m)[1] ?? '';
  return new Set([...section.matchAll(/^- `((?:en|ru) [\w.]+)`/gm)].map((m) => m[1]));
}
const readFixedTexts = (p) => parseFixedTexts(fs.readFileSync(p, 'utf8'));

export function checkCatalogues() {
  const problems = [];
  const extracted = extractMessages();
  const en = readJson(enPath);
  const ru = readJson(ruPath);
  if (JSON.stringify(extracted) !== JSON.stringify(en))
    problems.push('i18n/en.json is stale: run `npm run i18n:extract`');
  for (const key of Object.keys(extracted))
    if (!(key in ru)) problems.push(`ru.json misses ${key}`);
  for (const key of Object.keys(ru))
    if (!(key in extracted)) problems.push(`ru.json has unknown key ${key}`);
  for (const [name, catalogue] of [
    ['en', en],
    ['ru', ru],
  ]) {
    for (const [key, value] of Object.entries(catalogue)) {
      try {
        parse(value);
      } catch (error) {
        problems.push(`${name}.json ${key}: invalid ICU (${error.message})`);
      }
    }
  }
  problems.push(
    ...checkTerms({ en, ru }, readGlossary(glossaryPath), readFixedTexts(glossaryPath)),
  );
  return problems;
}

const command = process.argv[2];
if (command === 'extract') {
  fs.writeFileSync(enPath, `${JSON.stringify(extractMessages(), null, 2)}\n`);
  console.log(`i18n/en.json: ${Object.keys(readJson(enPath)).length} messages`);
} else if (command === 'check') {
  const problems = checkCatalogues();
  for (const p of problems) console.error(p);
  if (problems.length) process.exit(1);
  console.log('i18n catalogues are complete and valid');
} else if (command === 'terms') {
  const option = (name, fallback) =>
    process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
  const problems = checkTerms(
    { en: readJson(option('en', enPath)), ru: readJson(option('ru', ruPath)) },
    readGlossary(option('glossary', glossaryPath)),
    readFixedTexts(option('glossary', glossaryPath)),
  );
  for (const p of problems) console.error(p);
  if (problems.length) process.exit(1);
  console.log('i18n catalogues use the glossary terms');
} else if (command === 'missing') {
  const ru = readJson(ruPath);
  for (const [key, value] of Object.entries(extractMessages()))
    if (!(key in ru)) console.log(`${key}\t${value}`);
}
