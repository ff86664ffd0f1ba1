/**
 * schema.org JSON-LD for the public pages (issue 12): Course (a course, a session), Event,
 * Organization (a sponsor), Person (a published profile). Plain objects built from the API's
 * answers; head.ts escapes them into the page.
 */
import type { Sponsor } from '@/shared/contract/common';
import type { Event } from '@/shared/contract/content';
import type { Course, ModuleDetail } from '@/shared/contract/learning';
import type { PublicProfile } from '@/shared/contract/profile';
import { fullName } from '@/shared/lib/fullName';
import { paths } from '@/shared/routes/paths';
import { absoluteUrl, SITE_NAME } from './head';

const CONTEXT = 'https://schema.org';
type JsonLd = Record<string, unknown>;

const maybeImage = (origin: string, image: string | null | undefined) =>
  image ? { image: absoluteUrl(origin, image) } : {};

/**
 * A sponsor's address: its website, or (the API allows an empty one) its page here; never ""
 * (an invalid URL to a structured data check) nor the site's home, which is not the sponsor's.
 */
const sponsorUrl = (sponsor: Sponsor, origin: string) =>
  sponsor.website || absoluteUrl(origin, paths.sponsor(sponsor.id));

export function organizationLd(sponsor: Sponsor, origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: sponsor.name,
    ...(sponsor.description ? { description: sponsor.description } : {}),
    ...(sponsor.logo ? { logo: absoluteUrl(origin, sponsor.logo) } : {}),
    url: sponsorUrl(sponsor, origin),
  };
}

/** The organisation that runs the site: the provider of a course without a sponsor. */
function siteLd(origin: string): JsonLd {
  return { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl(origin, '/') };
}

/** Who offers a course or a session: its sponsor, or the site. */
function providerLd(sponsor: Sponsor | null | undefined, origin: string): JsonLd {
  const { '@context': _, ...provider } = sponsor
    ? organizationLd(sponsor, origin)
    : { '@context': CONTEXT, ...siteLd(origin) };
  return provider;
}

/** Its price (or that it is free) and how it is taught: online, at one's own pace. */
function offersLd(payment: Course['payment_config']): JsonLd {
  return {
    offers: [
      payment
        ? {
            '@type': 'Offer',
            category: 'Paid',
            price: payment.price,
            priceCurrency: payment.currency,
          }
        : { '@type': 'Offer', category: 'Free' },
    ],
    hasCourseInstance: [{ '@type': 'CourseInstance', courseMode: 'Online' }],
  };
}

export function courseLd(course: Course, origin: string, pagePath: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Course',
    name: course.name,
    description: course.description,
    url: absoluteUrl(origin, pagePath),
    ...maybeImage(origin, course.image),
    provider: providerLd(course.sponsor, origin),
    // What Google's course info result asks for beyond the name.
    ...offersLd(course.payment_config),
  };
}

/**
 * A session (a module): taught and sold on its own in the catalogue, so a Course too, part of
 * its course when it has one. Its sponsor is the one its tags name, as on its page
 * (useSponsorLabel).
 */
export function moduleLd(
  module: ModuleDetail,
  origin: string,
  pagePath: string,
  sponsors: readonly Sponsor[],
): JsonLd {
  const sponsor = sponsors.find((s) => module.tags.some((tag) => tag.label === s.label));
  return {
    '@context': CONTEXT,
    '@type': 'Course',
    name: module.name,
    description: module.description,
    url: absoluteUrl(origin, pagePath),
    ...maybeImage(origin, module.image),
    provider: providerLd(sponsor, origin),
    ...(module.course
      ? {
          isPartOf: {
            '@type': 'Course',
            name: module.course.name,
            url: absoluteUrl(origin, paths.course(module.course.id)),
          },
        }
      : {}),
    ...offersLd(module.payment_config),
  };
}

export function eventLd(event: Event, origin: string, pagePath: string, city?: string): JsonLd {
  const url = absoluteUrl(origin, pagePath);
  const online = event.format === 'online';
  // The place's street address and town, in the fields search engines read (Google's event
  // result asks for a PostalAddress); the API has no country or postal code.
  const address = {
    '@type': 'PostalAddress',
    ...(event.location ? { streetAddress: event.location } : {}),
    ...(city ? { addressLocality: city } : {}),
  };
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: event.name,
    description: event.description,
    url,
    startDate: event.starts_at,
    endDate: event.ends_at,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: online
      ? { '@type': 'VirtualLocation', url: event.registration_url || url }
      : { '@type': 'Place', name: event.location || city || SITE_NAME, address },
    ...maybeImage(origin, event.image),
    // Its sponsor, or the site itself (an organizer is what Google's event result asks for).
    organizer: event.sponsor
      ? {
          '@type': 'Organization',
          name: event.sponsor.name,
          url: sponsorUrl(event.sponsor, origin),
        }
      : siteLd(origin),
  };
}

export function personLd(profile: PublicProfile, origin: string, pagePath: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    name: fullName(profile),
    url: absoluteUrl(origin, pagePath),
    ...(profile.about ? { description: profile.about } : {}),
    ...maybeImage(origin, profile.photo),
    ...(profile.work_place?.position ? { jobTitle: profile.work_place.position } : {}),
  };
}
