import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  absoluteUrl,
  DEFAULT_IMAGE,
  escapeHtml,
  jsonForScript,
  plainText,
  renderHead,
  summary,
} from './head';

const ORIGIN = 'https://edu.example';

describe('jsonForScript', () => {
  test('no </script>, comment opener or line separator survives, and it parses back unchanged', () => {
    const value = {
      name: '</script><script>alert(1)</script>',
      note: '<!-- x --> & \u2028\u2029',
    };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('renderHead', () => {
  const html = renderHead(
    {
      title: 'Tom & "Jerry" <b>',
      description: 'A "quoted" <description>',
      image: '/api/media/files/covers/a.webp',
      ogType: 'article',
      jsonLd: [{ '@type': 'Thing', name: '</script>' }],
    },
    ORIGIN,
    '/education/course/1',
  );

  test('title, description, canonical and the social tags, escaped', () => {
    expect(html).toContain('<title>Tom &amp; &quot;Jerry&quot; &lt;b&gt; · EduCommunity</title>');
    expect(html).toContain(
      '<meta name="description" content="A &quot;quoted&quot; &lt;description&gt;">',
    );
    expect(html).toContain('<link rel="canonical" href="https://edu.example/education/course/1">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(
      '<meta property="og:url" content="https://edu.example/education/course/1">',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://edu.example/api/media/files/covers/a.webp">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="og:locale" content="en_US">');
    expect(html).not.toContain('noindex');
  });

  test('JSON-LD in a data script, never able to close it', () => {
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toEqual(['<script type="application/ld+json">']);
    expect(html).not.toContain('</script><');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  test("without a picture of its own, the site's, with its size and alt; a not-found page is noindex", () => {
    const plain = renderHead({ title: '', description: 'd', noindex: true }, ORIGIN, '/x');
    expect(plain).toContain('<title>EduCommunity</title>');
    expect(plain).toContain('<meta property="og:image" content="https://edu.example/og.png">');
    expect(plain).toContain('<meta property="og:image:width" content="1200">');
    expect(plain).toContain('<meta property="og:image:height" content="630">');
    expect(plain).toContain('<meta property="og:image:alt" content="EduCommunity">');
    expect(plain).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(plain).toContain('<meta name="robots" content="noindex">');
    // The picture named is the one in public/, of the size said.
    const png = readFileSync(join(__dirname, '../../../public/og.png'));
    expect(png.readUInt32BE(16)).toBe(DEFAULT_IMAGE.width);
    expect(png.readUInt32BE(20)).toBe(DEFAULT_IMAGE.height);
    expect(png.length).toBeLessThan(30_000);
  });

  test('X reads the Open Graph tags: only the card type is said again for it', () => {
    expect(html).not.toContain('twitter:title');
    expect(html).not.toContain('twitter:description');
    expect(html).not.toContain('twitter:image');
    // A page's own picture: no size or alt is known for it.
    expect(html).not.toContain('og:image:');
  });

  test("a square picture gets the small card; an SVG is no preview picture, the site's is", () => {
    const avatar = renderHead(
      { title: 'Ann', description: 'd', image: '/api/media/uploads/a.jpg', squareImage: true },
      ORIGIN,
      '/publish/1',
    );
    expect(avatar).toContain('<meta name="twitter:card" content="summary">');
    expect(avatar).toContain(
      '<meta property="og:image" content="https://edu.example/api/media/uploads/a.jpg">',
    );
    const logo = renderHead(
      {
        title: 'Acme',
        description: 'd',
        image: '/api/media/files/sponsors/acme.svg',
        squareImage: true,
      },
      ORIGIN,
      '/education/sponsor/1',
    );
    expect(logo).not.toContain('.svg');
    expect(logo).toContain('<meta property="og:image" content="https://edu.example/og.png">');
    expect(logo).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  test('a page in Russian says so to link previews', () => {
    expect(renderHead({ title: 'Курс', description: 'd' }, ORIGIN, '/x', 'ru')).toContain(
      '<meta property="og:locale" content="ru_RU">',
    );
  });

  test('an article says when it was published', () => {
    const article = renderHead(
      { title: 'News', description: 'd', ogType: 'article', publishedTime: '2026-11-01T09:00:00Z' },
      ORIGIN,
      '/media/1',
    );
    expect(article).toContain(
      '<meta property="article:published_time" content="2026-11-01T09:00:00Z">',
    );
  });
});

describe('helpers', () => {
  test('escapeHtml escapes the five markup characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  test('absoluteUrl resolves paths on the public origin and keeps absolute URLs', () => {
    expect(absoluteUrl('https://edu.example/', '/a/b')).toBe('https://edu.example/a/b');
    expect(absoluteUrl(ORIGIN, 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });

  test('plainText reads an HTML fragment as text, entities decoded once', () => {
    expect(
      summary(
        plainText(
          '<p>Tom &amp; Jerry&nbsp;&#8212; <b>&lt;new&gt;</b></p><style>p{}</style>&bogus;',
        ),
      ),
    ).toBe('Tom & Jerry — <new> &bogus;');
  });

  test('summary flattens whitespace and cuts long text at a word', () => {
    expect(summary('  one\n two  ')).toBe('one two');
    const long = summary('word '.repeat(100), 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long).toMatch(/word…$/);
  });

  test('summary never cuts a character in two: no half emoji, no part of a joined one', () => {
    // Text without a space past the middle is cut at the limit: there it fell inside 😀 (two
    // UTF-16 units), and the page's UTF-8 made the half a "�" in every preview.
    const emoji = summary(`${'a'.repeat(158)}😀😀`);
    expect(emoji).toBe(`${'a'.repeat(158)}…`);
    expect(emoji).not.toMatch(/[\uD800-\uDFFF]/);
    // A family (three people joined by zero-width joiners) is one character to a reader.
    const family = '👩‍👩‍👧';
    expect(summary(`${'b'.repeat(155)}${family}${family}`)).toBe(`${'b'.repeat(155)}…`);
    expect(summary(`${'c'.repeat(151)}${family}${family}`)).toBe(`${'c'.repeat(151)}${family}…`);
  });
});
