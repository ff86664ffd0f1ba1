/**
 * The favorites page behind its route, signed in, with the session's combined favorites list
 * loaded and subscribed as favoritesListeners does after a login; any other URL shows the
 * location probe of `render`.
 */
import { render, signedIn } from '@/test/utils';
import { favoritesApi } from '../favoritesApi';
import { FavoritesPage } from '../pages/FavoritesPage';

export function renderFavoritesPage(route: string, locale: 'en' | 'ru' = 'en') {
  const rendered = render(<FavoritesPage />, {
    path: '/favorites/:type',
    route,
    preloadedState: signedIn,
    locale,
  });
  void rendered.store.dispatch(favoritesApi.endpoints.getFavorites.initiate());
  return rendered;
}
