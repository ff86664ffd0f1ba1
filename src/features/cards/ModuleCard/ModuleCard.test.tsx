import { screen } from '@testing-library/react';
import { render } from '@/test/utils';
import { FavoriteButton } from '@/shared/ui/FavoriteButton/FavoriteButton';
import { sampleModule } from '../fixtures';
import { ModuleCard } from './ModuleCard';
import { moduleStatus } from './moduleStatus';

describe('moduleStatus (SPEC §4)', () => {
  it('is Completed for status true, Viewed for false, nothing without progress', () => {
    expect(moduleStatus({ status: true })).toBe('completed');
    expect(moduleStatus({ status: false })).toBe('viewed');
    expect(moduleStatus(null)).toBeNull();
  });
});

describe('ModuleCard', () => {
  it('links to the module page and shows name, tags, Files and Presentations', () => {
    render(<ModuleCard module={sampleModule()} />);
    expect(screen.getByRole('link', { name: /five-minute warm-up/ })).toHaveAttribute(
      'href',
      '/education/module/11',
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Designing a five-minute warm-up',
    );
    expect(screen.getByText('Files')).toBeInTheDocument();
    expect(screen.getByText('Presentations')).toBeInTheDocument();
    expect(screen.queryByText('Viewed')).not.toBeInTheDocument();
    expect(screen.queryByText('Completed')).not.toBeInTheDocument();
  });

  it('shows Files only for downloadable and Presentations only for viewable materials', () => {
    const { rerender } = render(
      <ModuleCard module={sampleModule({ has_viewable_materials: false })} />,
    );
    expect(screen.getByText('Files')).toBeInTheDocument();
    expect(screen.queryByText('Presentations')).not.toBeInTheDocument();
    rerender(<ModuleCard module={sampleModule({ has_downloadable_materials: false })} />);
    expect(screen.queryByText('Files')).not.toBeInTheDocument();
    expect(screen.getByText('Presentations')).toBeInTheDocument();
  });

  it.each([
    [{ status: true }, 'Completed'],
    [{ status: false }, 'Viewed'],
  ])('progress %j shows %s', (progress, label) => {
    render(<ModuleCard module={sampleModule({ progress })} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('prepends the payment-lock badge without access', () => {
    render(<ModuleCard module={sampleModule({ has_access: false })} />);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Paid');
  });

  it('respects colour scheme D', () => {
    const { container } = render(<ModuleCard module={sampleModule({ color_scheme: 'D' })} />);
    expect(container.querySelector('article')).toHaveAttribute('data-scheme', 'D');
    expect(container.querySelector('article')).toHaveClass('dark');
  });

  it('warns and falls back to L on an invalid colour scheme', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <ModuleCard module={sampleModule({ color_scheme: 'X' as 'L' })} />,
    );
    expect(container.querySelector('article')).toHaveAttribute('data-scheme', 'L');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('renders the favorite slot', () => {
    render(
      <ModuleCard
        module={sampleModule()}
        favorite={<FavoriteButton active={false} onClick={() => {}} />}
      />,
    );
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
  });

  it('speaks Russian', () => {
    render(<ModuleCard module={sampleModule({ progress: { status: true } })} />, {
      locale: 'ru',
    });
    expect(screen.getByText('Пройдено')).toBeInTheDocument();
    expect(screen.getByText('Файлы')).toBeInTheDocument();
    expect(screen.getByText('Презентации')).toBeInTheDocument();
  });
});
