import type { MessageDescriptor } from 'react-intl';
import type { StoryLink } from '@/shared/contract/content';
import { paths } from '@/shared/routes/paths';
import { messages } from '../messages';

/** Where a story's link goes in the app, and what its button says. */
export function storyLinkTarget(link: StoryLink): { to: string; label: MessageDescriptor } {
  switch (link.kind) {
    case 'article':
      return { to: paths.article(link.id), label: messages.readArticle };
    case 'event':
      return { to: paths.event(link.id), label: messages.openEvent };
    case 'course':
      return { to: paths.course(link.id), label: messages.openCourse };
  }
}
