/** GET /courses/{id}/ and the course favorite toggle. */
import { IdParams } from '../../src/shared/contract/common';
import { courseView } from '../content/views';
import { learnerOf, type App } from '../context';
import { notFound } from '../lib/errors';
import { favoriteToggle } from './favoriteToggle';

export async function courseRoutes(app: App): Promise<void> {
  const { content } = app.ctx;
  app.get('/courses/:id/', { schema: { params: IdParams } }, async (req) => {
    const course = content.courses.get(Number(req.params.id));
    if (!course) throw notFound();
    return courseView(course, await learnerOf(app, req), content, true);
  });
  favoriteToggle(
    app,
    '/courses/:id/favorite/',
    'course',
    (id) => content.courses.has(id),
    'Course',
  );
}
