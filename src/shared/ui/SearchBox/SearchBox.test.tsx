import { act, screen } from '@testing-library/react';
import { hydrateFromServer } from '@/test/hydrateFromServer';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './SearchBox';

const typeBeforeScripts = (text: string) => (html: HTMLElement) => {
  (html.querySelector('input') as HTMLInputElement).value = text;
};

describe('SearchBox', () => {
  let errors: jest.SpyInstance;
  let unmount = () => {};
  beforeEach(() => {
    jest.useFakeTimers();
    errors = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    unmount();
    // No hydration warning in any of them.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    jest.useRealTimers();
  });

  it('keeps what was typed before the scripts ran, and searches for it once hydrated', () => {
    const onSearch = jest.fn();
    unmount = hydrateFromServer(<SearchBox value="" onSearch={onSearch} label="Search" />, {
      beforeScripts: typeBeforeScripts('design'),
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('design');
    // The clear button that typed text calls for is there too.
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledWith('design');
  });

  it('hydrates an untouched box without searching', () => {
    const onSearch = jest.fn();
    unmount = hydrateFromServer(<SearchBox value="art" onSearch={onSearch} label="Search" />);
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('art');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('clearing searches for nothing at once and gives the focus back to the field', () => {
    const onSearch = jest.fn();
    unmount = hydrateFromServer(<SearchBox value="art" onSearch={onSearch} label="Search" />);
    const clear = screen.getByRole('button', { name: 'Clear search' });
    clear.focus();
    act(() => clear.click());
    expect(onSearch).toHaveBeenCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });
});
