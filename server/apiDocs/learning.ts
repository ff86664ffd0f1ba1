/**
 * The OpenAPI summaries of learning: the catalogue, courses, modules with their progress and
 * favorites, and module tests.
 */
import { Type } from '@sinclair/typebox';
import { Paged } from '../../src/shared/contract/common';
import { list, noContent, ok, ref, type Operations } from './shapes';

export const LEARNING_OPERATIONS: Operations = {
  'GET /api/media/search/': {
    summary: 'The learning catalogue: courses, then modules',
    response: ok(Paged(Type.Union([ref('Course'), ref('ModuleSummary')]))),
  },
  'GET /api/courses/{id}/': { summary: 'A course with its modules', response: ok(ref('Course')) },
  'POST /api/courses/{id}/favorite/': {
    summary: 'Add a course to favorites',
    response: ok(ref('FavoriteReply')),
  },
  'DELETE /api/courses/{id}/favorite/': {
    summary: 'Remove a course from favorites',
    response: noContent,
  },
  'GET /api/courses/modules/{id}/': {
    summary: 'A module (session)',
    response: ok(ref('ModuleDetail')),
  },
  'POST /api/courses/modules/{id}/start/': {
    summary: 'Start a module (makes it Viewed)',
    response: ok(ref('ProgressReply')),
  },
  'POST /api/courses/modules/{id}/point/': {
    summary: 'Record a watched video or opened material',
    response: ok(ref('ProgressReply')),
  },
  'GET /api/courses/modules/{id}/recommendations/': {
    summary: 'Modules sharing tags and themes',
    response: ok(list('ModuleSummary')),
  },
  'POST /api/courses/modules/{id}/favorite/': {
    summary: 'Add a module to favorites',
    response: ok(ref('FavoriteReply')),
  },
  'DELETE /api/courses/modules/{id}/favorite/': {
    summary: 'Remove a module from favorites',
    response: noContent,
  },
  'GET /api/tests/{id}/': { summary: 'A module test', response: ok(ref('Test')) },
  'POST /api/tests/{id}/check-answer/': {
    summary: 'Commit one answer (final for the attempt) and see its verdict',
    response: ok(ref('AnswerResult')),
  },
  'POST /api/tests/{id}/end/': {
    summary: 'Finish the attempt: score the committed answers',
    response: ok(ref('EndTestResult')),
  },
};
