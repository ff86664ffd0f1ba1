import { renderHook, screen } from '@testing-library/react';
import { render } from '@/test/utils';
import { normalizeColorScheme, useColorScheme } from '@/shared/ui/colorScheme/colorScheme';
import { TabList, validTabs } from '@/shared/ui/TabList/TabList';
import { Logo } from './Logo';

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('Logo', () => {
  it('is an image named EduCommunity, black by default, at the given width', () => {
    render(<Logo width={220} />);
    const logo = screen.getByRole('img', { name: 'EduCommunity' });
    expect(logo).toHaveAttribute('data-theme', 'black');
    expect(logo).toHaveAttribute('width', '220');
    // Two decimals, not 40.40816326530612: bytes of every page's first round trip.
    expect(logo).toHaveAttribute('height', '40.41');
    expect(warn).not.toHaveBeenCalled();
  });

  it('accepts white', () => {
    render(<Logo theme="white" />);
    expect(screen.getByRole('img')).toHaveAttribute('data-theme', 'white');
  });

  it('warns on an invalid theme and falls back to black', () => {
    render(<Logo theme={'red' as 'black'} />);
    expect(screen.getByRole('img')).toHaveAttribute('data-theme', 'black');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("theme must be 'black' or 'white'"));
  });
});

describe('colour scheme', () => {
  it('keeps L and D', () => {
    expect(normalizeColorScheme('L')).toBe('L');
    expect(normalizeColorScheme('D')).toBe('D');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns on anything else and falls back to L', () => {
    expect(normalizeColorScheme('dark')).toBe('L');
    expect(normalizeColorScheme(undefined)).toBe('L');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('useColorScheme flags dark', () => {
    expect(renderHook(() => useColorScheme('D')).result.current).toEqual({
      scheme: 'D',
      isDark: true,
    });
    expect(renderHook(() => useColorScheme('x')).result.current).toEqual({
      scheme: 'L',
      isDark: false,
    });
  });
});

describe('TabList', () => {
  const tabs = [
    { name: 'All', url: '/favorites/all' },
    { name: 'Sessions', url: '/favorites/education' },
    { name: '', url: '/favorites/media' },
    { name: 'Courses' },
  ];

  it('renders valid tabs as links, marks the current one and skips invalid tabs with a warning', () => {
    render(<TabList label="Favorites sections" tabs={tabs} />, { route: '/favorites/education' });
    const nav = screen.getByRole('navigation', { name: 'Favorites sections' });
    expect(nav.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Sessions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][0]).toContain('tab 2 needs both a name and a url');
  });

  it('validTabs keeps only complete tabs', () => {
    expect(validTabs(tabs)).toEqual(tabs.slice(0, 2));
  });
});
