import { screen } from '@testing-library/react';
import { Breadcrumbs } from '@/shared/ui/Breadcrumbs/Breadcrumbs';
import { loggedInStore, render, visitorStore } from '@/test/utils';

const trail = [
  { label: 'Personal account', to: '/personal' },
  { label: 'Events', to: '/events/all' },
  { label: 'Learning', to: '/education' },
  { label: 'News', to: '/media' },
  { label: 'Educational', to: '/educational' },
  { label: 'Here' },
];

describe('Breadcrumbs (SPEC §2, §9)', () => {
  test('visitors keep links only under /events, /education and /media', () => {
    render(<Breadcrumbs items={trail} />, { store: visitorStore() });
    expect(screen.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events/all');
    expect(screen.getByRole('link', { name: 'Learning' })).toHaveAttribute('href', '/education');
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/media');
    expect(screen.queryByRole('link', { name: 'Personal account' })).not.toBeInTheDocument();
    expect(screen.getByText('Personal account')).toBeInTheDocument();
    // A prefix match is by path segment: /educational is not under /education.
    expect(screen.queryByRole('link', { name: 'Educational' })).not.toBeInTheDocument();
  });

  test('signed-in users get every link; the last item is the current page', () => {
    render(<Breadcrumbs items={trail} />, { store: loggedInStore() });
    expect(screen.getByRole('link', { name: 'Personal account' })).toHaveAttribute(
      'href',
      '/personal',
    );
    expect(screen.getByRole('link', { name: 'Educational' })).toBeInTheDocument();
    expect(screen.getByText('Here')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toBeInTheDocument();
  });
});
