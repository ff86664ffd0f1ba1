import { render } from '@/test/utils';
import { SafeHtml } from './SafeHtml';
import { sanitizeArticleHtml } from './sanitizeArticleHtml';

describe('sanitizeArticleHtml', () => {
  it('removes scripts, keeping the text around them', () => {
    const clean = sanitizeArticleHtml('<p>Before</p><script>alert(1)</script><p>After</p>');
    expect(clean).toBe('<p>Before</p><p>After</p>');
  });

  it('removes event-handler attributes', () => {
    const clean = sanitizeArticleHtml(
      '<p onclick="steal()">Hi</p><img src="/a.webp" alt="A" onerror="steal()">',
    );
    expect(clean).not.toMatch(/onclick|onerror|steal/);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('src="/a.webp"');
  });

  it('removes javascript: links but keeps their text', () => {
    const clean = sanitizeArticleHtml(
      '<a href="javascript:alert(1)">Click</a><a href=" JaVaScRiPt:alert(2)">Two</a>',
    );
    expect(clean).not.toMatch(/javascript/i);
    expect(clean).toBe('<a>Click</a><a>Two</a>');
  });

  it('removes inline styles, frames and forms', () => {
    const clean = sanitizeArticleHtml(
      '<p style="color:red">x</p><iframe src="https://evil.example"></iframe><form><input></form>',
    );
    expect(clean).toBe('<p>x</p>');
  });

  it('opens external links in a new tab without an opener', () => {
    const clean = sanitizeArticleHtml('<a href="https://example.org/read">Read</a>');
    expect(clean).toBe(
      '<a href="https://example.org/read" target="_blank" rel="noopener noreferrer">Read</a>',
    );
  });

  it('keeps internal links in the same tab', () => {
    expect(sanitizeArticleHtml('<a href="/media/3" target="_blank">Next</a>')).toBe(
      '<a href="/media/3">Next</a>',
    );
    expect(sanitizeArticleHtml('<a href="http://localhost/media/3">Next</a>')).toBe(
      '<a href="http://localhost/media/3">Next</a>',
    );
  });

  it('loads images lazily and gives unlabelled ones an empty alt', () => {
    const clean = sanitizeArticleHtml('<img src="/a.webp">');
    expect(clean).toBe('<img src="/a.webp" loading="lazy" decoding="async" alt="">');
  });
});

describe('SafeHtml', () => {
  it('renders only the sanitized markup', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<h2>Title</h2><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>'
        }
      />,
    );
    expect(container.querySelector('h2')).toHaveTextContent('Title');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});
