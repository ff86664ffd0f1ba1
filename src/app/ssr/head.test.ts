import { absoluteUrl, escapeHtml, jsonForScript, plainText, renderHead, summary } from './head';
import { courseLd, eventLd, personLd } from './structuredData';
import type { Course } from '@/shared/contract/learning';
import type { Event } from '@/shared/contract/content';
import type { PublicProfile } from '@/shared/contract/profile';

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

  test('without an image a small card; a not-found page is noindex', () => {
    const plain = renderHead({ title: '', description: 'd', noindex: true }, ORIGIN, '/x');
    expect(plain).toContain('<title>EduCommunity</title>');
    expect(plain).toContain('<meta name="twitter:card" content="summary">');
    expect(plain).not.toContain('og:image');
    expect(plain).toContain('<meta name="robots" content="noindex">');
  });

  test('a square picture gets the small card; an SVG is no preview picture', () => {
    const avatar = renderHead(
      { title: 'Ann', description: 'd', image: '/api/media/uploads/a.jpg', squareImage: true },
      ORIGIN,
      '/publish/1',
    );
    expect(avatar).toContain('<meta name="twitter:card" content="summary">');
    expect(avatar).toContain(
      '<meta name="twitter:image" content="https://edu.example/api/media/uploads/a.jpg">',
    );
    const logo = renderHead(
      { title: 'Acme', description: 'd', image: '/api/media/files/sponsors/acme.svg' },
      ORIGIN,
      '/education/sponsor/1',
    );
    expect(logo).not.toMatch(/og:image|twitter:image|summary_large_image/);
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

describe('structured data', () => {
  test('Course with its sponsor as provider', () => {
    const course = {
      id: 1,
      name: 'Course',
      description: 'About',
      image: '/c.webp',
      sponsor: {
        id: 2,
        name: 'Acme',
        label: '',
        logo: '/l.svg',
        description: '',
        website: 'https://acme.example',
      },
      payment_config: { price: 49, currency: 'USD' },
    } as unknown as Course;
    expect(courseLd(course, ORIGIN, '/education/course/1')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Course',
      description: 'About',
      url: 'https://edu.example/education/course/1',
      image: 'https://edu.example/c.webp',
      provider: {
        '@type': 'Organization',
        name: 'Acme',
        logo: 'https://edu.example/l.svg',
        url: 'https://acme.example',
      },
      offers: [{ '@type': 'Offer', category: 'Paid', price: 49, priceCurrency: 'USD' }],
      hasCourseInstance: [{ '@type': 'CourseInstance', courseMode: 'Online' }],
    });
    expect(courseLd({ ...course, payment_config: null }, ORIGIN, '/x').offers).toEqual([
      { '@type': 'Offer', category: 'Free' },
    ]);
    // A sponsor without a website (the API allows ""): its page here, not the site's home.
    const noSite = { ...course, sponsor: { ...course.sponsor!, website: '' } };
    expect(courseLd(noSite, ORIGIN, '/x').provider).toMatchObject({
      url: 'https://edu.example/education/sponsor/2',
    });
  });

  test('Event: dates, attendance mode and location for both formats', () => {
    const base = {
      id: 5,
      name: 'Meetup',
      description: 'd',
      image: null,
      starts_at: '2026-12-01T10:00:00Z',
      ends_at: '2026-12-01T12:00:00Z',
      location: 'Hall 1',
      registration_url: 'https://reg.example',
      sponsor: null,
    };
    const offline = eventLd(
      { ...base, format: 'offline' } as Event,
      ORIGIN,
      '/events/all/5',
      'Berlin',
    );
    expect(offline).toMatchObject({
      '@type': 'Event',
      startDate: '2026-12-01T10:00:00Z',
      endDate: '2026-12-01T12:00:00Z',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Hall 1',
        address: { '@type': 'PostalAddress', streetAddress: 'Hall 1', addressLocality: 'Berlin' },
      },
      // No sponsor: the site organizes it.
      organizer: { '@type': 'Organization', name: 'EduCommunity', url: 'https://edu.example/' },
    });
    // A sponsor without a website: its page here, never an empty url.
    const sponsored = eventLd(
      {
        ...base,
        format: 'offline',
        sponsor: { id: 3, name: 'Acme', label: '', logo: '', description: '', website: '' },
      } as Event,
      ORIGIN,
      '/events/all/5',
    );
    expect(sponsored.organizer).toEqual({
      '@type': 'Organization',
      name: 'Acme',
      url: 'https://edu.example/education/sponsor/3',
    });
    const online = eventLd({ ...base, format: 'online' } as Event, ORIGIN, '/events/all/5');
    expect(online).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://reg.example' },
    });
  });

  test('Person with name, photo and position', () => {
    const profile = {
      first_name: 'Anna',
      last_name: 'Lee',
      middle_name: '',
      photo: '/p.jpg',
      about: 'Teacher',
      work_place: { work_place: 1, position: 'Lecturer' },
    } as unknown as PublicProfile;
    expect(personLd(profile, ORIGIN, '/publish/1')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Anna Lee',
      url: 'https://edu.example/publish/1',
      description: 'Teacher',
      image: 'https://edu.example/p.jpg',
      jobTitle: 'Lecturer',
    });
  });
});
