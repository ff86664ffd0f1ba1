import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { API, server } from '@/test/msw/server';
import { makeStore } from '@/app/store';
import { render } from '@/test/utils';
import { makeEvent } from '../fixtures';
import { EventPage } from './EventPage';

const sponsor = {
  id: 3,
  name: 'Northwind Learning',
  label: 'northwind',
  logo: '/logo.svg',
  description: '',
  website: '',
};

function renderEvent(
  route = '/events/upcoming/1',
  options: { locale?: 'en' | 'ru'; timeZone?: string } = {},
) {
  return render(
    <Routes>
      <Route path="/events/:type/:id" element={<EventPage />} />
    </Routes>,
    // The event carries a city id; its name comes from the references slice (docs/api.md).
    {
      route,
      ...options,
      preloadedState: {
        references: { ...makeStore().getState().references, cities: [{ id: 1, name: 'Moscow' }] },
      },
    },
  );
}

const serveEvent = (answer: () => Response) => server.use(http.get(`${API}/events/1/`, answer));

describe('EventPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows an in-person event in the venue's local time, then the reader's own", async () => {
    // The fixture: Moscow, 07:00 to 14:00 UTC.
    serveEvent(() => HttpResponse.json(makeEvent()));
    const { unmount } = renderEvent('/events/upcoming/1', { timeZone: 'UTC' });
    const when = (await screen.findByText('When')).closest('div')!;
    expect(when).toHaveTextContent(
      'Tuesday, December 3, 2030, 10:00 AM – 5:00 PM Moscow Standard TimeYour time: 7:00 AM – 2:00 PM UTC',
    );
    unmount();
    renderEvent('/events/upcoming/1', { timeZone: 'UTC', locale: 'ru' });
    const ru = (await screen.findByText('Когда')).closest('div')!;
    expect(ru).toHaveTextContent(
      'вторник, 3 декабря 2030 г., 10:00 – 17:00 Москва, стандартное времяВаше время: 7:00 – 14:00 UTC',
    );
  });

  it('shows the event: heading, when, where, sponsor, registration and the way back to its tab', async () => {
    serveEvent(() => HttpResponse.json(makeEvent({ sponsor })));
    renderEvent();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Micro-Teaching Lab' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tuesday, December 3, 2030', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Moscow · Myasnitskaya Street 13')).toBeInTheDocument();
    expect(screen.getByText('Bring a lesson plan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Northwind Learning' })).toHaveAttribute(
      'href',
      '/education/sponsor/3',
    );
    const register = screen.getByRole('link', { name: /register/i });
    expect(register).toHaveAttribute('href', 'https://events.example.org/lab');
    expect(register).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Events' })).toHaveAttribute(
      'href',
      '/events/upcoming',
    );
    expect(document.title).toContain('Micro-Teaching Lab');
  });

  it('downloads the event as an .ics file through a Blob URL', async () => {
    let saved: Blob | undefined;
    const createObjectURL = jest.fn((blob: Blob) => ((saved = blob), 'blob:event-1'));
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('micro-teaching-lab.ics');
      expect(this.href).toBe('blob:event-1');
    });
    serveEvent(() => HttpResponse.json(makeEvent()));
    const { user } = renderEvent();
    await user.click(await screen.findByRole('button', { name: 'Add to calendar' }));

    expect(click).toHaveBeenCalledTimes(1);
    expect(saved?.type).toBe('text/calendar;charset=utf-8');
    const text = await saved!.text();
    expect(text).toContain(
      '\r\nDTSTART:20301203T070000Z\r\nDTEND:20301203T140000Z\r\nSUMMARY:Micro-Teaching Lab\r\n',
    );
    expect(text).toContain('\r\nLOCATION:Myasnitskaya Street 13\\, Moscow\r\n');
    expect(text).toContain('\r\nUID:event-1@localhost\r\n');
  });

  it('replaces registration with a pointer to upcoming events once the event has ended', async () => {
    serveEvent(() =>
      HttpResponse.json(
        makeEvent({ starts_at: '2020-01-01T10:00:00Z', ends_at: '2020-01-01T12:00:00Z' }),
      ),
    );
    renderEvent();
    expect(await screen.findByText(/This event has ended/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /register/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Upcoming events' })).toHaveAttribute(
      'href',
      '/events/upcoming',
    );
  });

  it('says how to join an online event', async () => {
    serveEvent(() =>
      HttpResponse.json(makeEvent({ format: 'online', location: null, city: null })),
    );
    renderEvent();
    expect(
      await screen.findByText('Online: the link to join comes with your registration'),
    ).toBeInTheDocument();
  });

  it('shows a clear not-found state for an unknown event', async () => {
    serveEvent(() => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }));
    renderEvent();
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All events' })).toHaveAttribute(
      'href',
      '/events/upcoming',
    );
  });

  it('offers a retry when loading fails', async () => {
    serveEvent(() => HttpResponse.json({ detail: 'down' }, { status: 503 }));
    renderEvent();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this page');
  });
});
