import { screen } from '@testing-library/react';
import { render } from '@/test/utils';
import { learningEndpoint, personalState } from '../../fixtures';
import { MyLearning } from './MyLearning';

/** The section's chunk fails to load while this is true (offline, or a deploy replaced it). */
let mockChunkMissing = true;
jest.mock('./LearningSection', () => {
  if (mockChunkMissing) throw new Error('Loading chunk my-learning failed.');
  return jest.requireActual('./LearningSection');
});

it("a section chunk that failed to load says so, and Try again loads it (not React.lazy's cached failure)", async () => {
  learningEndpoint();
  const { user } = render(<MyLearning />, { route: '/personal', preloadedState: personalState() });
  expect(await screen.findByRole('alert')).toHaveTextContent('Your courses could not be loaded.');
  mockChunkMissing = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByRole('heading', { name: 'You have not started a course yet' }),
  ).toBeInTheDocument();
});
