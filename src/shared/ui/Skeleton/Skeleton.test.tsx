import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@/test/utils';
import { Button } from '@/shared/ui/Button/Button';
import { EmptyState } from '@/shared/ui/EmptyState/EmptyState';
import { ExpansionPanel } from '@/shared/ui/ExpansionPanel/ExpansionPanel';
import { Skeleton, SkeletonRegion } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology; the region announces Loading and is busy', () => {
    const { container } = render(
      <SkeletonRegion layout="grid">
        <Skeleton variant="card" />
        <Skeleton variant="avatar" size={40} />
        <Skeleton lines={4} />
      </SkeletonRegion>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading');
    ['card', 'avatar', 'lines'].forEach((v) =>
      expect(container.querySelector(`[data-skeleton="${v}"]`)).toHaveAttribute(
        'aria-hidden',
        'true',
      ),
    );
    expect(container.querySelector('[data-skeleton="lines"]')!.children).toHaveLength(4);
  });

  it('announces Загрузка in Russian', () => {
    render(<SkeletonRegion>{null}</SkeletonRegion>, { locale: 'ru' });
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка');
  });
});

describe('ExpansionPanel', () => {
  it('toggles by clicking its title, with aria-expanded and aria-controls', async () => {
    render(<ExpansionPanel title="Materials">Slides and notes</ExpansionPanel>);
    const button = screen.getByRole('button', { name: 'Materials' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(body).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(body).toBeVisible();
    expect(screen.getByRole('region', { name: 'Materials' })).toHaveTextContent('Slides and notes');
    await userEvent.click(button);
    expect(body).not.toBeVisible();
  });

  it('reports toggles in controlled mode', async () => {
    const onToggle = jest.fn();
    render(
      <ExpansionPanel title="FAQ" open onToggle={onToggle}>
        A
      </ExpansionPanel>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'FAQ' }));
    expect(onToggle).toHaveBeenCalledWith(false);
  });
});

describe('EmptyState', () => {
  it('shows title, text and action', () => {
    render(
      <EmptyState
        icon="heart"
        title="Your favorites list is empty"
        text="Save courses to find them here"
        action={<Button to="/education/all">Browse</Button>}
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'Your favorites list is empty' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Save courses to find them here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/education/all');
  });
});
