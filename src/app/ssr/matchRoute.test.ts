import { pagePath } from '@/shared/routes/paths';
import { matchServerRoute, ownSpelling } from './matchRoute';

const spellingOf = (pathname: string) =>
  ownSpelling(matchServerRoute(pathname), pagePath(pathname));

describe('the one address of a page', () => {
  it('is the route’s own spelling: case and percent-escapes go to it', () => {
    expect(spellingOf('/EDUCATION/Course/1')).toBe('/education/course/1');
    expect(spellingOf('/education/course/%31')).toBe('/education/course/1');
    expect(spellingOf('/education/course/%31%32/')).toBe('/education/course/12');
    expect(spellingOf('/%65vents/all/3')).toBe('/events/all/3');
    // The list type is a word of the address like the others.
    expect(spellingOf('/events/All/1')).toBe('/events/all/1');
    expect(spellingOf('/EDUCATION/COURSES')).toBe('/education/courses');
    expect(spellingOf('/Events/UPCOMING')).toBe('/events/upcoming');
  });

  it('is left alone when it is spelled so, and is no page when the escape reads as no id', () => {
    expect(spellingOf('/education/course/1')).toBeNull();
    expect(spellingOf('/education/course/%2F1')).toBeNull();
    expect(matchServerRoute('/education/course/%2F1').notFound).toBe(true);
    expect(matchServerRoute('/education/course/%E0%A4%A').notFound).toBe(true); // malformed
    expect(matchServerRoute('/education/course/%31').params).toEqual({ id: '1' });
    // Escaped twice: read once, as the router does, it is "%31", no id.
    expect(matchServerRoute('/education/course/%2531').notFound).toBe(true);
    expect(spellingOf('/education/course/%2531')).toBeNull();
    expect(matchServerRoute('/education/%2563ourses').notFound).toBe(true);
    expect(matchServerRoute('/events/Alle/1').notFound).toBe(true);
  });
});
