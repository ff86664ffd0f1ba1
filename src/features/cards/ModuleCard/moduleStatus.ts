import type { Progress } from '@/shared/contract/learning';

export type ModuleStatus = 'completed' | 'viewed' | null;

/** SPEC §4: Completed if progress.status is true, otherwise Viewed; nothing without progress. */
export function moduleStatus(progress: Progress | null | undefined): ModuleStatus {
  if (!progress) return null;
  return progress.status ? 'completed' : 'viewed';
}
