import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { icons as lucideIcons, type LucideIcon } from 'lucide-react';
import symbols from './iconNames?symbols';
import { iconNames } from './iconNames';

/** lucide's own component of a name (its exports are in PascalCase). */
const lucideComponent = (name: string) =>
  (lucideIcons as Record<string, LucideIcon>)[
    name.replace(/(^|-)([a-z0-9])/g, (_m, _dash, letter: string) => letter.toUpperCase())
  ];

/** The shapes inside an <svg> or <symbol>, as tag and attributes. */
function shapesOf(markup: string) {
  const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
  return [...doc.documentElement.children].map((shape) => [
    shape.tagName,
    Object.fromEntries([...shape.attributes].map((a) => [a.name, a.value])),
  ]);
}

describe('the icon sprite', () => {
  test.each(iconNames)('has the symbol of %s, with the shapes lucide-react draws', (name) => {
    const symbol = symbols[name];
    expect(symbol).toMatch(new RegExp(`^<symbol id="i-${name}">`));
    const Lucide = lucideComponent(name);
    expect(Lucide).toBeDefined();
    const lucideMarkup = renderToStaticMarkup(<Lucide />).replace('<svg ', '<svg xmlns:x="urn:x" ');
    expect(shapesOf(lucideMarkup).length).toBeGreaterThan(0);
    expect(
      shapesOf(symbol.replace('<symbol ', '<symbol xmlns="http://www.w3.org/2000/svg" ')),
    ).toEqual(shapesOf(lucideMarkup));
  });

  test('lists only icons the app shows (each name is written somewhere in src/)', () => {
    const src = path.resolve(__dirname, '../../..');
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|iconNames\.ts$/.test(entry.name))
          sources.push(fs.readFileSync(full, 'utf8'));
      }
    };
    walk(src);
    const all = sources.join('\n');
    const unused = iconNames.filter(
      (name) => !all.includes(`'${name}'`) && !all.includes(`"${name}"`),
    );
    expect(unused).toEqual([]);
  });
});
