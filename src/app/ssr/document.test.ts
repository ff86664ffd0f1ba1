import { documentParts } from './document';
import { escapeHtml, renderHead } from './head';

const TEMPLATE =
  '<!doctype html><html lang=en><head><title>EduCommunity</title><meta name=description content=x>' +
  '</head><body><div id=root></div><script defer src=/js/main.1a2b3c4d.js></script></body></html>';

describe('documentParts', () => {
  test.each(["James$'", 'Hi $` there', 'A $& B', '$$ and $1'])(
    'text people wrote reaches the head as written: %s',
    (name) => {
      const head = renderHead(
        { title: name, description: name, jsonLd: [{ '@type': 'Person', name }] },
        'https://edu.example',
        '/publish/2',
      );
      const { before, after } = documentParts(TEMPLATE, 'en', head, { css: '', js: [] }, undefined);
      const page = `${before('')}<main>app</main>${after({} as never)}`;
      // The template once: one head, one root, the app inside it.
      expect(page.match(/<head>/g)).toHaveLength(1);
      expect(page.match(/<div id="root">/g)).toHaveLength(1);
      expect(page).toContain('<div id="root"><main>app</main></div>');
      expect(page).toContain(`<title>${escapeHtml(name)} · EduCommunity</title>`);
      const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page)?.[1];
      expect(JSON.parse(ld ?? 'null')).toEqual({ '@type': 'Person', name });
    },
  );
});
