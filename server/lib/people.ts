/** What community search looks at in a person. */
import { searchText } from './fold';

export function personSearchText(p: {
  first_name: string;
  last_name: string;
  middle_name: string;
  about: string;
}): string {
  return searchText(p.first_name, p.last_name, p.middle_name, p.about);
}
