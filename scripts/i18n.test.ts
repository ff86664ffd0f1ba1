import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Both catalogues must hold exactly the ids defined in messages.ts files, all valid ICU.
test('i18n/en.json and i18n/ru.json have the same keys and valid ICU messages', () => {
  const run = spawnSync(process.execPath, [path.join(__dirname, 'i18n.mjs'), 'check'], {
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

// The glossary's forbidden variants are flagged in any catalogue text, in any inflection.
describe('i18n terms: the glossary check', () => {
  const glossary = [
    '| Thing | English | Not in English | Russian | Not in Russian |',
    '| --- | --- | --- | --- | --- |',
    '| session | session | `modules?` | сессия | `занят(ие\\|ия\\|ий\\|ию\\|ием\\|ии\\|иям\\|иями\\|иях)` |',
  ].join('\n');

  function terms(ru: Record<string, string>, en: Record<string, string> = {}, table = glossary) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-terms-'));
    const file = (name: string, text: string) => {
      fs.writeFileSync(path.join(dir, name), text);
      return path.join(dir, name);
    };
    try {
      return spawnSync(
        process.execPath,
        [
          path.join(__dirname, 'i18n.mjs'),
          'terms',
          `--glossary=${file('GLOSSARY.md', table)}`,
          `--en=${file('en.json', JSON.stringify(en))}`,
          `--ru=${file('ru.json', JSON.stringify(ru))}`,
        ],
        { encoding: 'utf8' },
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  test('a forbidden Russian variant is flagged with the key and the glossary word', () => {
    const run = terms({
      'favorites.tab.sessions': 'Занятия',
      'favorites.empty.sessions': 'Ваш список избранных занятий пуст',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "ru favorites.tab.sessions uses 'Занятия'; glossary: session = 'сессия'",
    );
    expect(run.stderr).toContain("ru favorites.empty.sessions uses 'занятий'");
  });

  test('a forbidden English variant is flagged, but not inside argument names or other words', () => {
    const run = terms(
      { ok: 'Место занято', name: '{module}' },
      { 'api.error.notInModule': 'Not in this Module.', ok: 'Modular {module} design' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      "en api.error.notInModule uses 'Module'; glossary: session = 'session'",
    ]);
  });

  test('a text the requirements fix word for word is skipped, in its language only', () => {
    const fixed = `${glossary}\n\n## Texts fixed by the requirements\n\n- \`en notice.moduleError\` — SPEC §8\n`;
    const run = terms(
      { 'notice.moduleError': 'Ошибка загрузки занятия' },
      { 'notice.moduleError': 'There was an error loading the module' },
      fixed,
    );
    expect(run.stderr.trim().split('\n')).toEqual([
      "ru notice.moduleError uses 'занятия'; glossary: session = 'сессия'",
    ]);
  });

  test('catalogues that keep to the glossary pass', () => {
    const run = terms({ 'favorites.tab.sessions': 'Сессии' }, { x: 'Sessions' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
