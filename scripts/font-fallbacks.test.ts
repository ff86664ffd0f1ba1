import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const script = path.join(__dirname, 'font-fallbacks.mjs');
const css = fs.readFileSync(path.join(__dirname, '../src/shared/styles/fontFallbacks.css'), 'utf8');

// The generated fallback faces match what the script computes from @capsizecss's metrics.
test('src/shared/styles/fontFallbacks.css is current', () => {
  const run = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

test('every weight the app uses has a scaled Arial-like and a Roboto fallback', () => {
  for (const weight of [400, 500, 600, 700]) {
    const faces = css
      .split('@font-face')
      .filter((face) => face.includes(`font-weight: ${weight};`));
    expect(faces.map((face) => /font-family: "([^"]+)"/.exec(face)?.[1]).sort()).toEqual([
      'Inter Fallback: Arial',
      'Inter Fallback: Roboto',
    ]);
    for (const face of faces) expect(face).toMatch(/size-adjust: 10\d\.\d+%;/);
  }
  // Linux has Arial's metric-compatible clone rather than Arial.
  expect(css).toContain("local('Liberation Sans')");
  expect(css).toContain("local('Liberation Sans Bold')");
});
