import { screen, within } from '@testing-library/react';
import { render } from '@/test/utils';
import { sampleArticle } from '../fixtures';
import { MediaCard } from './MediaCard';

describe('MediaCard', () => {
  it('links to the article and shows image, badges, topic and date', () => {
    const { container } = render(<MediaCard article={sampleArticle()} />);
    expect(screen.getByRole('link', { name: /Cognitive load/ })).toHaveAttribute(
      'href',
      '/media/7',
    );
    expect(screen.getByText('Research')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Tags' })).getByText('Short read'),
    ).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      '/api/media/files/articles/article-02.webp',
    );
    expect(screen.getByText('March 14, 2025')).toBeInTheDocument();
    expect(screen.queryByText('Viewed')).not.toBeInTheDocument();
  });

  it('shows the Viewed label for a read article (Просмотрено in Russian)', () => {
    const { unmount } = render(<MediaCard article={sampleArticle({ viewed: true })} />);
    expect(screen.getByText('Viewed')).toBeInTheDocument();
    unmount();
    render(<MediaCard article={sampleArticle({ viewed: true })} />, { locale: 'ru' });
    expect(screen.getByText('Просмотрено')).toBeInTheDocument();
  });
});
