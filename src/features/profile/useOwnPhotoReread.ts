import { useRef } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { profileApi } from './profileApi';

/**
 * The reader's own photo that does not load was replaced meanwhile: another tab's upload took its
 * place, and the server deleted it (server/lib/DECISIONS.md "Photos"). The profile is read again,
 * once per photo, and the new one shows; before, this tab showed the default avatar until a
 * reload. A photo that is really gone (no newer one) is asked about once, not in a loop.
 */
export function useOwnPhotoReread(photo: string | null | undefined): () => void {
  const dispatch = useAppDispatch();
  const askedFor = useRef<string | null>(null);
  return () => {
    if (!photo || askedFor.current === photo) return;
    askedFor.current = photo;
    dispatch(profileApi.util.invalidateTags(['Profile']));
  };
}
