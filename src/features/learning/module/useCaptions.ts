/**
 * Captions of the session video (WCAG 1.2.2): whether they are on, remembered across visits
 * and sessions in localStorage (on until the learner turns them off), and which track shows:
 * the learner's pick, else the one in the interface language, else the first. The browser's own
 * caption menu (in the native controls) stays in step both ways: an effect sets the tracks'
 * modes from this state, and a change the learner makes in that menu is read back into it.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { CaptionTrack } from '@/shared/contract/learning';

export const CAPTIONS_KEY = 'learning.captions';

function readOn(): boolean {
  try {
    return window.localStorage.getItem(CAPTIONS_KEY) !== 'off';
  } catch {
    return true; // storage disabled: captions on, nothing remembered
  }
}

function writeOn(on: boolean) {
  try {
    window.localStorage.setItem(CAPTIONS_KEY, on ? 'on' : 'off');
  } catch {
    /* storage disabled: the choice lasts for this page only */
  }
}

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
  const [on, setOnState] = useState(readOn);
  const [picked, setPicked] = useState<string | null>(null);
  const current = tracks.find((t) => t.lang === picked) ?? trackForLocale(tracks, locale) ?? null;
  const lang = current?.lang ?? null;

  const setOn = useCallback((value: boolean) => {
    setOnState(value);
    writeOn(value);
  }, []);

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
