import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@/test/utils';
import { Avatar } from '@/shared/ui/Avatar/Avatar';
import { Badge, BADGE_THEMES } from '@/shared/ui/Badge/Badge';
import { FavoriteButton } from '@/shared/ui/FavoriteButton/FavoriteButton';
import { Image } from './Image';

describe('Image', () => {
  it('is lazy and uses the default alt text in English', () => {
    render(<Image src="/api/media/files/covers/a.jpg" />);
    const img = screen.getByRole('img', { name: 'Image not found!' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('src', '/api/media/files/covers/a.jpg');
  });

  it("uses 'Картинка не найден!' in Russian", () => {
    render(<Image src="/x.jpg" />, { locale: 'ru' });
    expect(screen.getByRole('img', { name: 'Картинка не найден!' })).toBeInTheDocument();
  });

  it('keeps an explicit alt', () => {
    render(<Image src="/x.jpg" alt="Course cover" />);
    expect(screen.getByRole('img', { name: 'Course cover' })).toBeInTheDocument();
  });

  it('shows the placeholder when src is null', () => {
    render(<Image src={null} ratio="16 / 9" />);
    expect(screen.getByTestId('image-placeholder')).toHaveAttribute(
      'aria-label',
      'Image not found!',
    );
    // 16:9 by class, not by a style attribute (blocked by the CSP in server-rendered HTML).
    expect(screen.getByTestId('image-placeholder')).toHaveClass('ratio16x9');
    expect(screen.getByTestId('image-placeholder')).not.toHaveAttribute('style');
  });

  it('keeps other ratios as a style', () => {
    render(<Image src={null} ratio="4 / 3" />);
    expect(screen.getByTestId('image-placeholder')).toHaveStyle({ aspectRatio: '4 / 3' });
  });

  it('loads lazily, or at once with high priority for the largest picture of a page', () => {
    render(
      <>
        <Image src="/a.jpg" alt="Lazy" ratio="16 / 9" />
        <Image src="/b.jpg" alt="First" ratio="16 / 9" priority />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Lazy' })).toHaveAttribute('loading', 'lazy');
    const first = screen.getByRole('img', { name: 'First' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '1280');
    expect(first).toHaveAttribute('height', '720');
  });

  it('swaps to the placeholder when the file fails, and back for a new src', () => {
    const { rerender } = render(<Image src="/broken.jpg" alt="Cover" />);
    fireEvent.error(screen.getByRole('img', { name: 'Cover' }));
    expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
    rerender(<Image src="/ok.jpg" alt="Cover" />);
    expect(screen.getByRole('img', { name: 'Cover' }).tagName).toBe('IMG');
  });
});

describe('Avatar', () => {
  it('shows the photo with the name as alt', () => {
    render(<Avatar src="/p.jpg" name="Anna Ivanova" />);
    expect(screen.getByRole('img', { name: 'Anna Ivanova' })).toHaveAttribute('src', '/p.jpg');
  });

  it('shows the default avatar without a photo or when the photo fails', () => {
    const { container, rerender } = render(<Avatar src={null} name="Anna" />);
    expect(container.querySelector('[data-avatar="default"]')).toHaveAttribute(
      'aria-label',
      'Anna',
    );
    rerender(<Avatar src="/p.jpg" />);
    fireEvent.error(screen.getByRole('img', { name: 'User photo' }));
    expect(container.querySelector('[data-avatar="default"]')).toBeInTheDocument();
  });
});

describe('Badge', () => {
  it.each(BADGE_THEMES)('renders the %s theme', (theme) => {
    render(<Badge theme={theme}>Tag</Badge>);
    expect(screen.getByText('Tag')).toHaveClass('badge', theme);
  });

  it('falls back to base for an unknown theme from the server', () => {
    render(<Badge theme={'neon' as 'base'}>Tag</Badge>);
    expect(screen.getByText('Tag')).toHaveClass('base');
  });
});

describe('FavoriteButton', () => {
  it('names what a press does, with no aria-pressed beside it; it does not follow the surrounding link', async () => {
    const onClick = jest.fn();
    const onLink = jest.fn();
    const { rerender } = render(
      <a href="#card" onClick={onLink}>
        <FavoriteButton active={false} onClick={onClick} />
      </a>,
    );
    const button = screen.getByRole('button', { name: 'Add to favorites' });
    expect(button).not.toHaveAttribute('aria-pressed');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onLink).not.toHaveBeenCalled();
    rerender(<FavoriteButton active onClick={onClick} />);
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).not.toHaveAttribute(
      'aria-pressed',
    );
  });

  it('is busy and ignores presses while pending, but keeps focus (aria-disabled, not disabled)', async () => {
    const onClick = jest.fn();
    render(<FavoriteButton active pending onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Remove from favorites' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled(); // a disabled button would drop keyboard focus
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('speaks Russian', () => {
    render(<FavoriteButton active={false} onClick={() => {}} />, { locale: 'ru' });
    expect(screen.getByRole('button', { name: 'Добавить в избранное' })).toBeInTheDocument();
  });
});
