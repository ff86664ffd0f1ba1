import { spawnSync } from 'node:child_process';
import path from 'node:path';

// Both catalogues must hold exactly the ids defined in messages.ts files, all valid ICU.
test('i18n/en.json and i18n/ru.json have the same keys and valid ICU messages', () => {
  const run = spawnSync(process.execPath, [path.join(__dirname, 'i18n.mjs'), 'check'], {
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});
