#!/usr/bin/env node
/**
 * i18n tooling. English texts live beside each component in messages.ts (defineMessages,
 * namespaced ids, a description for translators); i18n/en.json is extracted from them,
 * i18n/ru.json is kept by hand.
 *   node scripts/i18n.mjs extract   rewrite i18n/en.json from every messages.ts
 *   node scripts/i18n.mjs check     fail if en.json is stale, ru.json misses or adds keys,
 *                                   or any text is not valid ICU MessageFormat
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
} else if (command === 'missing') {
  const ru = readJson(ruPath);
  for (const [key, value] of Object.entries(extractMessages()))
    if (!(key in ru)) console.log(`${key}\t${value}`);
}
