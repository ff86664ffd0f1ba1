import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Course } from '@/shared/contract/learning';
import { startedCourse } from '@/features/cards/fixtures';
import { settingsEndpoint } from '@/features/access/fixtures';
import { PersonalPage } from '@/features/profile/pages/PersonalPage';
import { render } from '@/test/utils';
import {
  certificatesEndpoint,
  learningEndpoint,
  personalState,
  profile,
  profileEndpoint,
} from '../../fixtures';
import { HttpResponse } from 'msw';

/** The account, and the course list and a session as places its links lead to. */
const renderPersonal = (locale: 'en' | 'ru' = 'en') =>
  render(
    <Routes>
      <Route path="/personal" element={<PersonalPage />} />
      <Route path="/education/courses" element={<h1>Course list</h1>} />
      <Route path="/education/module/:id" element={<h1>Session page</h1>} />
    </Routes>,
    { route: '/personal', preloadedState: personalState(), locale },
  );

const inProgress = startedCourse;
const finished = (id: number, name: string): Course =>
  inProgress(id, name, { modules_completed: 5, tests_passed: 5, next_module: null });

const learning = () => screen.findByRole('region', { name: 'My learning' });

beforeEach(() => {
  profileEndpoint(() => HttpResponse.json(profile));
  certificatesEndpoint();
  settingsEndpoint(); // the promo code section's "How to get access"
});

describe('Personal account: My learning', () => {
  it('comes first after the summary, with its heading among the sections', async () => {
    learningEndpoint();
    renderPersonal();
    await learning();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections.slice(0, 2)).toEqual(['My learning', 'Personal data']);
  });

  it('shows the courses in progress with their progress in words, opening the next session', async () => {
    const requests = learningEndpoint({
      viewed: [
        inProgress(1, 'Formative assessment'),
        inProgress(2, 'Project-based learning', { modules_completed: 1, modules_total: 4 }),
      ],
    });
    const { user } = renderPersonal();
    const region = await learning();
    expect(
      await within(region).findByRole('heading', { level: 3, name: 'In progress: 2' }),
    ).toBeInTheDocument();
    const cards = within(region).getByRole('list', { name: 'In progress: 2' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getByText('1 of 4 sessions completed')).toBeInTheDocument();
    expect(
      within(cards).getByRole('progressbar', { name: 'Progress in Formative assessment' }),
    ).toHaveAttribute('aria-valuetext', '2 of 5 sessions completed');
    expect(requests.map((q) => `${q}`)).toContain('type=course&progress=viewed&page_size=3');
    await user.click(within(cards).getByRole('link', { name: 'Formative assessment' }));
    expect(await screen.findByRole('heading', { name: 'Session page' })).toBeInTheDocument();
  });

  it('shows the first three in progress, and all of them on "Show all"', async () => {
    learningEndpoint({
      viewed: [1, 2, 3, 4, 5].map((id) => inProgress(id, `Course ${id}`)),
    });
    const { user } = renderPersonal();
    const region = await learning();
    const more = await within(region).findByRole('button', {
      name: 'Show all 5 courses in progress',
    });
    expect(within(region).getAllByRole('link', { name: /^Course \d$/ })).toHaveLength(3);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(await within(region).findByRole('link', { name: 'Course 5' })).toBeInTheDocument();
    expect(within(region).getAllByRole('link', { name: /^Course \d$/ })).toHaveLength(5);
    const fewer = within(region).getByRole('button', { name: 'Show fewer' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    expect(fewer).toHaveFocus();
  });

  it('names the completed courses with their number and links to the certificates', async () => {
    learningEndpoint({
      viewed: [inProgress(1, 'Formative assessment')],
      completed: [1, 2, 3, 4].map((id) => finished(10 + id, `Finished ${id}`)),
    });
    renderPersonal();
    const region = await learning();
    expect(
      await within(region).findByRole('heading', { level: 3, name: 'Completed: 4' }),
    ).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Finished 1' })).toHaveAttribute(
      'href',
      '/education/course/11',
    );
    expect(within(region).queryByRole('link', { name: 'Finished 4' })).toBeNull();
    expect(within(region).getByText('and 1 more')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Your certificates' })).toHaveAttribute(
      'href',
      '/personal#certificates',
    );
  });

  it('with everything finished, says nothing is in progress and keeps the completed list', async () => {
    learningEndpoint({ completed: [finished(11, 'Finished 1')] });
    renderPersonal();
    const region = await learning();
    expect(await within(region).findByText(/No course in progress right now/)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Find a new course' })).toHaveAttribute(
      'href',
      '/education/courses',
    );
    expect(within(region).getByRole('link', { name: 'Finished 1' })).toBeInTheDocument();
  });

  it('a learner who started nothing is pointed to the course list', async () => {
    learningEndpoint();
    const { user } = renderPersonal();
    const region = await learning();
    expect(
      await within(region).findByRole('heading', {
        level: 3,
        name: 'You have not started a course yet',
      }),
    ).toBeInTheDocument();
    await user.click(within(region).getByRole('link', { name: 'Choose a course' }));
    expect(await screen.findByRole('heading', { name: 'Course list' })).toBeInTheDocument();
  });

  it('a failed load says so inside the section, the rest of the page stays, and Retry loads it', async () => {
    learningEndpoint({ viewed: [inProgress(1, 'Formative assessment')] }, 2);
    const { user } = renderPersonal();
    const region = await learning();
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Your courses could not be loaded.',
    );
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Anna');
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(
      await within(region).findByRole('link', { name: 'Formative assessment' }),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('alert')).toBeNull();
  });

  it('Try again keeps its focus while it asks, a new failure leaves it there, the courses take it', async () => {
    // Both first requests fail, then the retried in-progress one: a second failure.
    learningEndpoint({ viewed: [inProgress(1, 'Formative assessment')] }, 3);
    const { user } = renderPersonal();
    const region = await learning();
    const retry = within(await within(region).findByRole('alert')).getByRole('button', {
      name: 'Try again',
    });
    retry.focus();
    await user.keyboard('{Enter}');
    // Before, the alert gave way to skeletons at the press, and the focus dropped to the page.
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'));
    expect(within(region).getByRole('alert')).toContainElement(retry);
    expect(retry).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await within(region).findByRole('link', { name: 'Formative assessment' }),
    ).toBeInTheDocument();
    expect(within(region).getByRole('heading', { level: 3, name: 'In progress: 1' })).toHaveFocus();
  });

  it('speaks Russian: the section, its counts and the show-all button', async () => {
    learningEndpoint({
      viewed: [1, 2, 3, 4, 5].map((id) => inProgress(id, `Course ${id}`)),
      completed: [finished(11, 'Finished 1')],
    });
    renderPersonal('ru');
    const region = await screen.findByRole('region', { name: 'Моё обучение' });
    expect(
      await within(region).findByRole('heading', { name: 'В процессе: 5' }),
    ).toBeInTheDocument();
    expect(within(region).getByRole('heading', { name: 'Пройдено: 1' })).toBeInTheDocument();
    expect(
      within(region).getByRole('button', { name: 'Показать все 5 курсов в процессе' }),
    ).toBeInTheDocument();
  });
});
