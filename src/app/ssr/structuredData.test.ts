/** schema.org JSON-LD of the public pages (./structuredData.ts); the head around it: ./head.test.ts. */
import { courseLd, eventLd, personLd } from './structuredData';
import type { Course } from '@/shared/contract/learning';
import type { Event } from '@/shared/contract/content';
import type { PublicProfile } from '@/shared/contract/profile';

const ORIGIN = 'https://edu.example';

describe('structured data', () => {
  test('Course with its sponsor as provider', () => {
    const course = {
      id: 1,
      name: 'Course',
      description: 'About',
      image: '/c.webp',
      sponsor: {
        id: 2,
        name: 'Acme',
        label: '',
        logo: '/l.svg',
        description: '',
        website: 'https://acme.example',
      },
      payment_config: { price: 49, currency: 'USD' },
    } as unknown as Course;
    expect(courseLd(course, ORIGIN, '/education/course/1')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Course',
      description: 'About',
      url: 'https://edu.example/education/course/1',
      image: 'https://edu.example/c.webp',
      provider: {
        '@type': 'Organization',
        name: 'Acme',
        logo: 'https://edu.example/l.svg',
        url: 'https://acme.example',
      },
      offers: [{ '@type': 'Offer', category: 'Paid', price: 49, priceCurrency: 'USD' }],
      hasCourseInstance: [{ '@type': 'CourseInstance', courseMode: 'Online' }],
    });
    expect(courseLd({ ...course, payment_config: null }, ORIGIN, '/x').offers).toEqual([
      { '@type': 'Offer', category: 'Free' },
    ]);
    // A sponsor without a website (the API allows ""): its page here, not the site's home.
    const noSite = { ...course, sponsor: { ...course.sponsor!, website: '' } };
    expect(courseLd(noSite, ORIGIN, '/x').provider).toMatchObject({
      url: 'https://edu.example/education/sponsor/2',
    });
  });

  test('Event: dates, attendance mode and location for both formats', () => {
    const base = {
      id: 5,
      name: 'Meetup',
      description: 'd',
      image: null,
      starts_at: '2026-12-01T10:00:00Z',
      ends_at: '2026-12-01T12:00:00Z',
      location: 'Hall 1',
      registration_url: 'https://reg.example',
      sponsor: null,
    };
    const offline = eventLd(
      { ...base, format: 'offline' } as Event,
      ORIGIN,
      '/events/all/5',
      'Berlin',
    );
    expect(offline).toMatchObject({
      '@type': 'Event',
      startDate: '2026-12-01T10:00:00Z',
      endDate: '2026-12-01T12:00:00Z',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Hall 1',
        address: { '@type': 'PostalAddress', streetAddress: 'Hall 1', addressLocality: 'Berlin' },
      },
      // No sponsor: the site organizes it.
      organizer: { '@type': 'Organization', name: 'EduCommunity', url: 'https://edu.example/' },
    });
    // A sponsor without a website: its page here, never an empty url.
    const sponsored = eventLd(
      {
        ...base,
        format: 'offline',
        sponsor: { id: 3, name: 'Acme', label: '', logo: '', description: '', website: '' },
      } as Event,
      ORIGIN,
      '/events/all/5',
    );
    expect(sponsored.organizer).toEqual({
      '@type': 'Organization',
      name: 'Acme',
      url: 'https://edu.example/education/sponsor/3',
    });
    const online = eventLd({ ...base, format: 'online' } as Event, ORIGIN, '/events/all/5');
    expect(online).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://reg.example' },
    });
  });

  test('Person with name, photo and position', () => {
    const profile = {
      first_name: 'Anna',
      last_name: 'Lee',
      middle_name: '',
      photo: '/p.jpg',
      about: 'Teacher',
      work_place: { work_place: 1, position: 'Lecturer' },
    } as unknown as PublicProfile;
    expect(personLd(profile, ORIGIN, '/publish/1')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Anna Lee',
      url: 'https://edu.example/publish/1',
      description: 'Teacher',
      image: 'https://edu.example/p.jpg',
      jobTitle: 'Lecturer',
    });
  });
});
