import { screen } from '@testing-library/react';
import { Link } from 'react-router';
import { NavigationEvent } from '@/app/routes/NavigationEvent';
import { render } from '@/test/utils';
import { loggedInStore, visitorStore } from '@/test/utils';
import { Page } from './Page';

/** Two screens, as the app's: each its own component around its Page. */
const EventsScreen = () => (
  <Page title="Events">
    <Link to="/events/all/1">Open the event</Link>
  </Page>
);
const EventScreen = () => <Page title="The event" />;

describe('Page', () => {
  test('heading, lead, document title, and a trail that starts at Home', () => {
    render(
      <Page
        title="Course"
        lead="What it is for"
        breadcrumbs={[{ label: 'Learning', to: '/education/all' }, { label: 'Course' }]}
      />,
      {
        store: loggedInStore(),
        route: '/education/course/1',
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Course' })).toBeInTheDocument();
    expect(screen.getByText('What it is for')).toBeInTheDocument();
    expect(document.title).toBe('Course · EduCommunity');
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(nav).toHaveTextContent(/^HomeLearningCourse$/);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/main');
  });

  test('the tab title follows the server: "Page not found" for a missing thing, or its own title', () => {
    const { rerender } = render(<Page title="Course" notFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Course' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · EduCommunity');
    rerender(
      <Page title="Certificate verification" documentTitle="Certificate: Modern Teaching" />,
    );
    expect(document.title).toBe('Certificate: Modern Teaching · EduCommunity');
    rerender(<Page title="Certificate verification" />);
    expect(document.title).toBe('Certificate verification · EduCommunity');
  });

  test('a heading in the other language says so (WCAG 3.1.2), one in the page’s does not', () => {
    const { unmount } = render(<Page title="Modern Teaching" />, { locale: 'ru' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    unmount();
    render(<Page title="Обучение" />, { locale: 'ru' });
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
  });

  test('for visitors Home is plain text (not under /events, /education, /media)', () => {
    render(<Page title="Learning" breadcrumbs={[{ label: 'Learning' }]} />, {
      store: visitorStore(),
      route: '/education/all',
    });
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    expect(screen.getByText('Home')).toBeInTheDocument();
  });

  test("the first page's heading is left alone; a page gone to takes the focus on its heading", async () => {
    // NavigationEvent as in RootLayout: one, around every screen.
    const { user } = render(<NavigationEvent />, {
      store: visitorStore(),
      route: '/events/all',
      routes: [
        {
          path: '/events/all',
          element: <EventsScreen />,
        },
        {
          path: '/events/all/1',
          element: <EventScreen />,
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Events' })).not.toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Open the event' }));
    expect(await screen.findByRole('heading', { name: 'The event' })).toHaveFocus();
  });

  test('the home page does not repeat itself', () => {
    render(<Page title="Home" breadcrumbs={[{ label: 'Home' }]} />, {
      store: loggedInStore(),
      route: '/main',
    });
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent(/^Home$/);
  });
});
