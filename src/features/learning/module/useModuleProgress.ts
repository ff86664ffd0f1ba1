/**
 * SPEC §4 progress of a module: the first play posts `start` (label video), watching the video
 * to the end posts the video `point`, and opening or downloading a material posts a material
 * `point`; a point answered 200 reloads the module (learningApi invalidates it), turning Viewed
 * into Completed. Visitors post nothing: the API would answer 401 and the 401 rule (SPEC §8)
 * would send them to /auth in the middle of a free video.
 */
import { useCallback, useRef } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectIsAuthorized } from '@/features/auth/authSlice';
import { usePointModuleMutation, useStartModuleMutation } from '../learningApi';

export function useModuleProgress(moduleId: number, videoId: number | null) {
  const authorized = useAppSelector(selectIsAuthorized);
  const [start] = useStartModuleMutation();
  const [point] = usePointModuleMutation();
  // One start per page visit (the component is keyed by module id).
  const started = useRef<Promise<unknown> | null>(null);

  const onVideoPlay = useCallback(() => {
    if (!authorized || videoId === null || started.current) return;
    started.current = start({ id: moduleId, object_id: videoId });
  }, [authorized, moduleId, videoId, start]);

  const onVideoEnded = useCallback(async () => {
    if (!authorized || videoId === null) return;
    onVideoPlay();
    await started.current; // the point must follow the start, never overtake it
    await point({ id: moduleId, object_id: videoId, label: 'video' });
  }, [authorized, moduleId, videoId, onVideoPlay, point]);

  const onMaterialOpened = useCallback(
    (materialId: number) => {
      if (authorized) void point({ id: moduleId, object_id: materialId, label: 'material' });
    },
    [authorized, moduleId, point],
  );

  return { onVideoPlay, onVideoEnded, onMaterialOpened, tracksProgress: authorized };
}
