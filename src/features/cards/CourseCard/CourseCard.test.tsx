import { screen } from '@testing-library/react';
import { catalogues, render } from '@/test/utils';
import { sampleCourse } from '../fixtures';
import { CourseCard } from './CourseCard';
import { messages } from './messages';

const counts = [0, 1, 2, 5, 11, 21, 22, 25, 101];
const english = [
  '0 lessons',
  '1 lesson',
  '2 lessons',
  '5 lessons',
  '11 lessons',
  '21 lessons',
  '22 lessons',
  '25 lessons',
  '101 lessons',
];
const russian = [
  '0 сессий',
  '1 сессия',
  '2 сессии',
  '5 сессий',
  '11 сессий',
  '21 сессия',
  '22 сессии',
  '25 сессий',
  '101 сессия',
];

describe('CourseCard', () => {
  it('links to the course page with name, excerpt, sponsor first among the tags', () => {
    render(<CourseCard course={sampleCourse()} />);
    expect(
      screen.getByRole('link', { name: 'Feedback that moves learning forward' }),
    ).toHaveAttribute('href', '/education/course/3');
    expect(screen.getByText(/Short, practical sessions/)).toBeInTheDocument();
    // The sponsor's badge leads the tag list, and the sponsor shows in the footer.
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent("Editor's choice");
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Northwind Academy');
    expect(screen.getByTitle('Sponsor: Northwind Academy')).toBeInTheDocument();
  });

  it.each(counts.map((count, i) => [count, english[i]]))(
    'English: %i modules read "%s"',
    (count, text) => {
      render(<CourseCard course={sampleCourse({ modules_count: count as number })} />, {
        locale: 'en',
      });
      expect(screen.getByText(text as string)).toBeInTheDocument();
    },
  );

  it.each(counts.map((count, i) => [count, russian[i]]))(
    'Russian: %i modules read "%s"',
    (count, text) => {
      render(<CourseCard course={sampleCourse({ modules_count: count as number })} />, {
        locale: 'ru',
      });
      expect(screen.getByText(text as string)).toBeInTheDocument();
    },
  );

  it('the catalogue messages themselves carry the plural forms (en one/other, ru one/few/many/other)', () => {
    expect(catalogues.en[messages.lessons.id]).toBe(
      '{count, plural, one {# lesson} other {# lessons}}',
    );
    expect(catalogues.ru[messages.lessons.id]).toBe(
      '{count, plural, one {# сессия} few {# сессии} many {# сессий} other {# сессии}}',
    );
  });

  it('prepends the payment badge without access', () => {
    render(<CourseCard course={sampleCourse({ has_access: false })} />);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Paid');
  });

  const path = (modules_completed: number, next: boolean) => ({
    started: true,
    modules_total: 5,
    modules_completed,
    tests_total: 5,
    tests_passed: modules_completed,
    next_module: next ? { id: 9, name: 'Next' } : null,
  });

  it.each([
    ['en', path(2, true), '2 of 5 sessions done'],
    ['ru', path(2, true), 'Пройдено 2 из 5 сессий'],
    ['en', path(5, false), 'Completed'],
    ['ru', path(5, false), 'Пройден'],
  ] as const)(
    '%s: a learner who started it sees how far they are: %j',
    (locale, progress, text) => {
      render(<CourseCard course={{ ...sampleCourse(), learner_progress: progress }} />, { locale });
      expect(screen.getByText(text)).toBeInTheDocument();
    },
  );

  it('a visitor, or a learner who has not started, sees no progress', () => {
    const { rerender } = render(
      <CourseCard course={{ ...sampleCourse(), learner_progress: null }} />,
    );
    expect(screen.queryByText(/done|Completed/)).toBeNull();
    rerender(
      <CourseCard
        course={{ ...sampleCourse(), learner_progress: { ...path(0, true), started: false } }}
      />,
    );
    expect(screen.queryByText(/done|Completed/)).toBeNull();
  });
});
