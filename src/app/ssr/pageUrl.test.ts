import { isWithdrawable } from './cachePolicy';
import { pageUrl } from './pageUrl';

describe('a page URL as the app reads it (the web server’s cache key)', () => {
  it('drops parameters no screen reads: a made-up one is the same page', () => {
    expect(pageUrl('/education/all?x=1')).toBe('/education/all');
    expect(pageUrl('/education/all?x=2&utm_source=mail')).toBe('/education/all');
    expect(pageUrl('/publish/41?')).toBe('/publish/41');
    expect(pageUrl('/publish/41')).toBe('/publish/41');
  });

  it('keeps the list screens’ parameters, in one order and spelling', () => {
    expect(pageUrl('/education/all?shown=24&x=1&tags=4,1,4&q=data&themes=3')).toBe(
      '/education/all?q=data&tags=1%2C4&themes=3&shown=24',
    );
    expect(pageUrl('/education/all?themes=3&q=data&tags=1%2C4')).toBe(
      '/education/all?q=data&tags=1%2C4&themes=3',
    );
    expect(pageUrl('/events/upcoming?page=2&x=1')).toBe('/events/upcoming?page=2');
    // What the screen would show for them: the first page, no filter.
    expect(pageUrl('/events/all?page=1&q=%20&tags=abc')).toBe('/events/all');
    expect(pageUrl('/events/all?page=x')).toBe('/events/all');
  });

  it('keeps the learning list’s cards opened with “Show more”, in steps of 12 up to 120', () => {
    expect(pageUrl('/education/all?shown=24&x=1')).toBe('/education/all?shown=24');
    expect(pageUrl('/education/all?shown=13')).toBe('/education/all?shown=24');
    // An absurd number is the most a reload brings back; anything else, the first twelve.
    expect(pageUrl('/education/all?shown=100000')).toBe('/education/all?shown=120');
    expect(pageUrl(`/education/all?shown=${'9'.repeat(400)}`)).toBe('/education/all?shown=120');
    for (const value of ['-24', 'abc', '0', '12', '1e3', ''])
      expect(pageUrl(`/education/all?shown=${value}`)).toBe('/education/all');
    expect(pageUrl('/education/sponsor/2?shown=36')).toBe('/education/sponsor/2?shown=36');
  });

  it('keeps of them only those its screen reads: a search on a course is the course', () => {
    // Before: each value of ?q= or ?page= was a page of its own, rendered and kept anew.
    expect(pageUrl('/education/course/1?q=a&page=2&shown=24')).toBe('/education/course/1');
    expect(pageUrl('/events/all/3?page=7')).toBe('/events/all/3');
    expect(pageUrl('/publish/41?q=x')).toBe('/publish/41');
    expect(pageUrl('/no/such/page?q=x&page=2')).toBe('/no/such/page');
    // The learning list's cards come with "Show more", not pages; the events list has no search.
    expect(pageUrl('/education/all?page=3')).toBe('/education/all');
    expect(pageUrl('/events/all?q=x&tags=1')).toBe('/events/all');
    expect(pageUrl('/education/sponsor/2?q=x&shown=36')).toBe('/education/sponsor/2?shown=36');
    // In any spelling the routes match (the page then answers its own spelling's redirect).
    expect(pageUrl('/EDUCATION/Course/1?q=a')).toBe('/EDUCATION/Course/1');
    // The members' screens (their page is the shell) keep them all, as before.
    expect(pageUrl('/media?q=x&page=2')).toBe('/media?q=x&page=2');
  });

  it('keeps the module test’s way back when it is an id', () => {
    expect(pageUrl('/education/module/tests/5?module=3&x=1')).toBe(
      '/education/module/tests/5?module=3',
    );
    expect(pageUrl('/education/module/tests/5?module=abc')).toBe('/education/module/tests/5');
  });
});

describe('pages kept only briefly', () => {
  it('are the published profiles, in any spelling; courses, events and lists are not', () => {
    expect(isWithdrawable('/publish/41')).toBe(true);
    expect(isWithdrawable('/PUBLISH/41?x=1')).toBe(true);
    expect(isWithdrawable('/education/course/1')).toBe(false);
    expect(isWithdrawable('/events/all/1')).toBe(false);
    expect(isWithdrawable('/education/all')).toBe(false);
    expect(isWithdrawable('/publish/abc')).toBe(false);
  });
});
