/** The learning pages' heads as src/server.tsx gets them (serverRouteHead). */
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { serverRouteHead } from '@/test/serverRouteHead';
import { learningRoutes } from './learningRoutes';

const moduleRoute = learningRoutes.find((route) => route.chunk === 'page-module')!;
const sponsor = {
  id: 4,
  name: 'Acme',
  label: 'acme',
  logo: '/l.svg',
  description: '',
  website: 'https://acme.example',
};

test("a session's page carries Course JSON-LD: its sponsor as provider, part of its course", async () => {
  server.use(
    http.get(`${API}/courses/modules/7/`, () =>
      HttpResponse.json({
        id: 7,
        name: 'One idea',
        description: 'Why one thing.',
        image: '/m.webp',
        tags: [{ id: 1, name: 'Acme', label: 'acme', theme: 'outline' }],
        course: { id: 3, name: 'Micro-lessons' },
        payment_config: null,
      }),
    ),
    http.get(`${API}/courses/modules/7/recommendations/`, () => HttpResponse.json([])),
    http.get(`${API}/references/sponsors/`, () => HttpResponse.json([sponsor])),
  );
  const head = await serverRouteHead(moduleRoute, {
    params: { id: '7' },
    pathname: '/education/module/7',
  });
  // Before: no JSON-LD at all on a session's page, the one public page about a thing without.
  expect(head?.jsonLd).toEqual([
    {
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'One idea',
      description: 'Why one thing.',
      url: 'https://edu.example/education/module/7',
      image: 'https://edu.example/m.webp',
      provider: {
        '@type': 'Organization',
        name: 'Acme',
        logo: 'https://edu.example/l.svg',
        url: 'https://acme.example',
      },
      isPartOf: {
        '@type': 'Course',
        name: 'Micro-lessons',
        url: 'https://edu.example/education/course/3',
      },
      offers: [{ '@type': 'Offer', category: 'Free' }],
      hasCourseInstance: [{ '@type': 'CourseInstance', courseMode: 'Online' }],
    },
  ]);
});
