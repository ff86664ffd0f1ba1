import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cspHash, inlineScriptSources, loadInlineStyles, serializeCsp } from './inlineAssets';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

test('cspHash is the CSP source of a text: sha256, base64, quoted', () => {
  expect(cspHash('a{color:red}')).toBe(`'sha256-${sha256('a{color:red}')}'`);
});

test('inline scripts are hashed; external scripts and JSON data blocks are not', () => {
  const html =
    '<script>boot()</script><script defer src="/js/main.js"></script>' +
    '<script type="application/json" id="state">{}</script>' +
    '<script type="application/ld+json">{}</script>';
  expect(inlineScriptSources(html)).toEqual([cspHash('boot()')]);
});

test('stylesheets are offered by URL path; one that could end its element is not', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-assets-'));
  fs.mkdirSync(path.join(root, 'css'));
  fs.writeFileSync(path.join(root, 'css', 'main.1a2b3c4d.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(root, 'css', 'evil.1a2b3c4d.css'), 'a::after{content:"</style>"}');
  const styles = loadInlineStyles(root);
  expect([...styles.keys()]).toEqual(['/css/main.1a2b3c4d.css']);
  expect(styles.get('/css/main.1a2b3c4d.css')).toEqual({ css: 'body{margin:0}' });
  fs.rmSync(root, { recursive: true, force: true });
});

test('serializeCsp writes kebab-case directives and leaves out switched-off ones', () => {
  expect(
    serializeCsp({
      defaultSrc: ["'self'"],
      styleSrc: ["'self'", "'sha256-x'"],
      upgradeInsecureRequests: null,
    }),
  ).toBe("default-src 'self';style-src 'self' 'sha256-x'");
});
