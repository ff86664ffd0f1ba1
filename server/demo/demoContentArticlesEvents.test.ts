/**
 * The articles, events and stories of the seeded demo content: article bodies are real HTML
 * (with the one inline handler and one script the client sanitizer is shown on), events are past
 * and upcoming, online and offline, offline ones with an address and a real IANA time zone, and
 * stories are active at seeding time with text and a link that exists.
 */
import { demoContent as c } from './demoContent';

describe('articles, events, stories', () => {
  it('articles have real HTML bodies with 3-6 paragraphs and the common elements somewhere', () => {
    for (const a of c.articles) {
      const paragraphs = a.body.match(/<p>/g)?.length ?? 0;
      expect({ id: a.id, paragraphs, ok: paragraphs >= 3 && paragraphs <= 6 }).toEqual({
        id: a.id,
        paragraphs,
        ok: true,
      });
    }
    for (const element of ['<h2>', '<ul>', '<blockquote>', '<a href="https://']) {
      expect(c.articles.filter((a) => a.body.includes(element)).length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(c.articles.map((a) => a.topic))).toEqual(
      new Set(['Research', 'Practice', 'Community', 'Policy', 'Technology']),
    );
  });

  it('exactly one article carries an inline event handler and one a script, for the client sanitizer', () => {
    expect(c.articles.filter((a) => /onerror=/.test(a.body)).map((a) => a.id)).toHaveLength(1);
    expect(c.articles.filter((a) => /<script>/.test(a.body)).map((a) => a.id)).toHaveLength(1);
  });

  it('events are past and upcoming, online and offline, with addresses only when offline', () => {
    expect(
      c.events.some((e) => e.starts_in_days < 0) && c.events.some((e) => e.starts_in_days > 0),
    ).toBe(true);
    for (const e of c.events) {
      if (e.format === 'offline') expect(e.location && e.city).toBeTruthy();
      else expect([e.location, e.city]).toEqual([null, null]);
      if (e.registration_url)
        expect(e.registration_url).toMatch(/^https:\/\/events\.example\.org\/[a-z0-9-]+$/);
    }
    expect(new Set(c.events.map((e) => e.format))).toEqual(new Set(['online', 'offline']));
  });

  it('offline events name a real IANA time zone of their venue; online ones none', () => {
    for (const e of c.events) {
      if (e.format === 'online') expect([e.id, e.timezone]).toEqual([e.id, null]);
      else
        expect(
          Intl.DateTimeFormat('en', { timeZone: e.timezone! }).resolvedOptions().timeZone,
        ).toBe(e.timezone);
    }
  });

  it('all stories are active at seeding time', () => {
    for (const s of c.stories)
      expect(s.start_days <= 0 && s.end_days >= 0 && s.files.length > 0).toBe(true);
  });

  it('every story has text, and its link leads to a course, event or article that exists', () => {
    const exists = {
      course: new Set(c.courses.map((x) => x.id)),
      event: new Set(c.events.map((x) => x.id)),
      article: new Set(c.articles.map((x) => x.id)),
    };
    for (const s of c.stories) {
      expect(s.text.length).toBeGreaterThan(20);
      expect(s.link).not.toBeNull();
      if (s.link) expect(exists[s.link.kind].has(s.link.id)).toBe(true);
    }
  });
});
