import { screen } from '@testing-library/react';
import { Link } from 'react-router';
import { PHONE_QUERY } from '@/shared/lib/useMediaQuery';
import { render } from '@/test/utils';
import { Section } from './Section';
import { matchOnly, removeMatchMedia } from '@/test/matchMedia';

/** A phone: the sections are expansion panels. */
beforeEach(() => {
  matchOnly(PHONE_QUERY);
});
afterEach(() => {
  removeMatchMedia();
});

const renderAt = (route: string) =>
  render(
    <Section title="Certificates" anchor="certificates">
      <p>Course certificate</p>
    </Section>,
    { route, path: '/personal' },
  );

test('on a phone a section starts closed', () => {
  renderAt('/personal');
  expect(screen.getByRole('button', { name: 'Certificates' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  expect(screen.queryByText('Course certificate')).not.toBeVisible();
});

test('a link to the section (its hash) opens it, and names it for the scroll', () => {
  renderAt('/personal#certificates');
  expect(screen.getByRole('button', { name: 'Certificates' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(screen.getByText('Course certificate')).toBeVisible();
  expect(screen.getByRole('region', { name: 'Certificates' })).toHaveAttribute(
    'id',
    'certificates',
  );
});

test('a link to it followed while the page is open opens it too', async () => {
  const { user } = render(
    <>
      <Link to="/personal#certificates">My certificates</Link>
      <Section title="Certificates" anchor="certificates">
        <p>Course certificate</p>
      </Section>
    </>,
    { route: '/personal', path: '/personal' },
  );
  expect(screen.queryByText('Course certificate')).not.toBeVisible();
  await user.click(screen.getByRole('link', { name: 'My certificates' }));
  expect(screen.getByText('Course certificate')).toBeVisible();
});
