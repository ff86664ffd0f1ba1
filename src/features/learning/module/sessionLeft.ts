/**
 * What a session still needs to be Completed (docs/api.md "Progress": its video watched and each
 * of its materials opened), said where a passed test would otherwise seem to finish it: the
 * result, the passed test's page and the session's test block. A pass alone leaves the session
 * Viewed, and the course's "Continue" leads back to it; without this line the learner was told
 * the session was done and then found it was not.
 */
import type { MessageDescriptor } from 'react-intl';
import type { ModuleDetail } from '@/shared/contract/learning';
import { moduleMessages as messages } from './messages';

type SessionParts = Pick<
  ModuleDetail,
  'progress' | 'video' | 'viewable_materials' | 'downloadable_materials'
>;

/** null when the session is Completed, or has nothing to watch or open. */
export function sessionLeft(module: SessionParts): MessageDescriptor | null {
  if (module.progress?.status === true) return null;
  const video = module.video !== null;
  const materials = module.viewable_materials.length + module.downloadable_materials.length > 0;
  if (video && materials) return messages.sessionLeftBoth;
  if (video) return messages.sessionLeftVideo;
  if (materials) return messages.sessionLeftMaterials;
  return null;
}
