/** Reference lists, tags and themes: immutable, served from pre-serialized JSON; never read the token. */
import { IdParams } from '../../src/shared/contract/common';
import type { App } from '../context';
import type { ContentCache } from '../content/types';
import { notFound } from '../lib/errors';

type ListName = keyof ContentCache['referenceJson'];

export async function referenceRoutes(app: App): Promise<void> {
  const { content } = app.ctx;
  const list = (url: string, name: ListName) =>
    app.get(url, { config: { auth: 'ignore' } }, async (_req, reply) =>
      reply.type('application/json; charset=utf-8').send(content.referenceJson[name]),
    );

  list('/references/cities/', 'cities');
  list('/references/work-places/', 'work-places');
  list('/references/specializations/', 'specializations');
  list('/references/universities/', 'universities');
  list('/references/sponsors/', 'sponsors');
  list('/references/tags/', 'tags');
  list('/courses/themes/', 'themes');

  app.get('/references/settings/', { config: { auth: 'ignore' } }, async () => app.ctx.settings);

  app.get(
    '/references/sponsors/:id/',
    { schema: { params: IdParams }, config: { auth: 'ignore' } },
    async (req) => {
      const sponsor = content.sponsors.get(Number(req.params.id));
      if (!sponsor) throw notFound();
      return sponsor;
    },
  );
}
