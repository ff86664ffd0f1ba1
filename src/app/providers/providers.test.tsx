import { act, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { makeStore } from '@/app/store';
import { sectionMessages } from '@/shared/routes/messages';
import { localeChanged, themeChanged } from '@/features/preferences/preferencesSlice';
import { render } from '@/test/utils';
import { THEME_SWITCHING_ATTRIBUTE } from './ThemeProvider';

function Probe() {
  return <p>{useIntl().formatMessage(sectionMessages.learning)}</p>;
}

function renderProviders(store = makeStore()) {
  // The app's own providers, driven by the store (as in App.tsx).
  render(<Probe />, { store, locale: 'store', theme: 'store' });
  return store;
}

function mockSystemTheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  window.matchMedia = jest.fn().mockReturnValue(query);
  return (next: boolean) => {
    query.matches = next;
    listeners.forEach((fn) => fn());
  };
}

afterEach(() => {
  // jsdom has no matchMedia: remove the mock so other tests see the same environment.
  delete (window as Partial<Window>).matchMedia;
});

describe('AppIntlProvider', () => {
  test('English at once, Russian from its own catalogue when chosen', async () => {
    const store = renderProviders();
    expect(screen.getByText('Learning')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    act(() => {
      store.dispatch(localeChanged('ru'));
    });
    expect(await screen.findByText('Обучение')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ru');
  });

  test('a remembered Russian choice renders Russian from the start', async () => {
    window.localStorage.setItem('locale', 'ru');
    renderProviders();
    expect(await screen.findByText('Обучение')).toBeInTheDocument();
    expect(screen.queryByText('Learning')).not.toBeInTheDocument();
  });
});

describe('ThemeProvider', () => {
  test('light by default', () => {
    renderProviders();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  test('follows the system until the user chooses, and remembers the choice', () => {
    const setSystemDark = mockSystemTheme(true);
    const store = renderProviders();
    expect(document.documentElement.dataset.theme).toBe('dark');
    act(() => setSystemDark(false));
    expect(document.documentElement.dataset.theme).toBe('light');

    act(() => {
      store.dispatch(themeChanged('dark'));
    });
    expect(document.documentElement.dataset.theme).toBe('dark');
    act(() => setSystemDark(false));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  test('a swap turns transitions off until the new colours are painted, the first paint does not', () => {
    jest.useFakeTimers();
    try {
      const root = document.documentElement;
      const store = renderProviders();
      expect(root.hasAttribute(THEME_SWITCHING_ATTRIBUTE)).toBe(false);
      act(() => {
        store.dispatch(themeChanged('dark'));
      });
      expect(root.dataset.theme).toBe('dark');
      expect(root.hasAttribute(THEME_SWITCHING_ATTRIBUTE)).toBe(true);
      act(() => {
        jest.advanceTimersByTime(50); // two animation frames
      });
      expect(root.hasAttribute(THEME_SWITCHING_ATTRIBUTE)).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
