/**
 * Captions of the session video (WCAG 1.2.2): whether they are on, remembered across visits
 * and sessions in localStorage (on until the learner turns them off), and which track shows:
 * the learner's pick, else the one in the interface language, else the first. The browser's own
 * caption menu (in the native controls) stays in step both ways: an effect sets the tracks'
 * modes from this state, and a change the learner makes in that menu is read back into it.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import type { CaptionTrack } from '@/shared/contract/learning';

export const CAPTIONS_KEY = 'learning.captions';

/** The choice while storage is disabled: it lasts for this page only. */
let unstored: boolean | null = null;
const listeners = new Set<() => void>();

function readOn(): boolean {
  try {
    return window.localStorage.getItem(CAPTIONS_KEY) !== 'off';
  } catch {
    return unstored ?? true; // storage disabled: captions on until turned off here
  }
}

function writeOn(on: boolean) {
  try {
    window.localStorage.setItem(CAPTIONS_KEY, on ? 'on' : 'off');
  } catch {
    unstored = on;
  }
  for (const listener of listeners) listener();
}

/** The stored choice as an external store: another tab's change (storage event) shows here too. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The server render (and hydration) say "on"; the stored choice applies right after. */
const serverOn = () => true;

/** A track ready to play: it has a file for this learner. */
export type PlayableTrack = CaptionTrack & { url: string };

/** The primary language subtag, lower case: "en-GB" -> "en". */
const primary = (tag: string) => tag.toLowerCase().split('-')[0];

/** The track in the interface language (exact tag first, then the same primary language). */
export function trackForLocale(tracks: PlayableTrack[], locale: string): PlayableTrack | null {
  return (
    tracks.find((t) => t.lang.toLowerCase() === locale.toLowerCase()) ??
    tracks.find((t) => primary(t.lang) === primary(locale)) ??
    tracks[0] ??
    null
  );
}

export function useCaptions(
  videoRef: RefObject<HTMLVideoElement | null>,
  tracks: PlayableTrack[],
  locale: string,
) {
  const on = useSyncExternalStore(subscribe, readOn, serverOn);
  const [picked, setPicked] = useState<string | null>(null);
  const current = tracks.find((t) => t.lang === picked) ?? trackForLocale(tracks, locale) ?? null;
  const lang = current?.lang ?? null;

  const setOn = useCallback((value: boolean) => writeOn(value), []);

  // Our state -> the tracks' modes ('disabled' ones are not even downloaded).
  const apply = useCallback(() => {
    const list = videoRef.current?.textTracks;
    if (!list) return;
    for (const track of Array.from(list))
      track.mode = on && track.language === lang ? 'showing' : 'disabled';
  }, [videoRef, on, lang]);
  useEffect(apply, [apply, tracks]);

  // The learner's choice in the native caption menu -> our state. Chromium also switches tracks
  // on its own once they load (its automatic selection picks the browser language's): a change
  // before the learner has touched the video is undone instead.
  const touched = useRef(false);
  useEffect(() => {
    const video = videoRef.current;
    const list = video?.textTracks;
    if (!video || !list?.addEventListener) return;
    const touch = () => {
      touched.current = true;
    };
    const onChange = () => {
      const showing = Array.from(list).filter((track) => track.mode === 'showing');
      const expected = on ? lang : null;
      const inStep = expected
        ? showing.length === 1 && showing[0].language === expected
        : showing.length === 0;
      if (inStep) return;
      if (!touched.current) {
        apply();
        return;
      }
      // The track just chosen is the one showing besides the current one, if any.
      const chosen = showing.find((track) => track.language !== lang) ?? showing[0];
      if (!chosen) {
        setOn(false);
        return;
      }
      if (!on) setOn(true);
      setPicked(chosen.language); // the effect above then turns any other track off
    };
    video.addEventListener('pointerdown', touch);
    video.addEventListener('keydown', touch);
    list.addEventListener('change', onChange);
    return () => {
      video.removeEventListener('pointerdown', touch);
      video.removeEventListener('keydown', touch);
      list.removeEventListener('change', onChange);
    };
  }, [videoRef, on, lang, setOn, apply]);

  return { on, setOn, lang, setLang: setPicked };
}
