/**
 * The OpenAPI summaries of the reference lists the forms and filters pick from (cities, work
 * places, tags, themes, sponsors…) and the platform settings.
 */
import { list, ok, ref, type Operations } from './shapes';

export const REFERENCE_OPERATIONS: Operations = {
  'GET /api/references/cities/': { summary: 'Cities', response: ok(list('NamedItem')) },
  'GET /api/references/work-places/': {
    summary: 'Work places',
    response: ok(list('NamedItem')),
  },
  'GET /api/references/specializations/': {
    summary: 'Specializations',
    response: ok(list('NamedItem')),
  },
  'GET /api/references/universities/': {
    summary: 'Universities',
    response: ok(list('NamedItem')),
  },
  'GET /api/references/sponsors/': { summary: 'Sponsors', response: ok(list('Sponsor')) },
  'GET /api/references/tags/': { summary: 'Tags (badges)', response: ok(list('Tag')) },
  'GET /api/courses/themes/': { summary: 'Themes', response: ok(list('NamedItem')) },
  'GET /api/references/settings/': {
    summary: 'Platform settings: how to get access to paid content',
    response: ok(ref('Settings')),
  },
  'GET /api/references/sponsors/{id}/': { summary: 'One sponsor', response: ok(ref('Sponsor')) },
};
