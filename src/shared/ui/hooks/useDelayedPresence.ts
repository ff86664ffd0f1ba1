import { useEffect, useState } from 'react';

export interface Presence {
  /** Whether the element is in the DOM. */
  mounted: boolean;
  /** Whether it carries its "open" state (drives the enter/leave CSS transition). */
  visible: boolean;
}

/**
 * Mount-then-show and hide-then-unmount with fixed delays, so CSS transitions can run:
 * when `open` rises the element mounts at once and becomes visible `enterDelay` ms later;
 * when it falls it loses `visible` at once and unmounts `leaveDelay` ms later.
 * (Modal: 10 ms / 200 ms; dropdown list: 0 / 250 ms; SPEC §4.)
 */
export function useDelayedPresence(
  open: boolean,
  enterDelay: number,
  leaveDelay: number,
): Presence {
  const [state, setState] = useState<Presence>({
    mounted: open,
    visible: open && enterDelay === 0,
  });

  // The immediate half of a change of `open` (mount hidden / hide) is adjusted during render;
  // the delayed half is the effect's timer.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open ? !state.mounted : state.mounted) setState({ mounted: true, visible: false });
  }

  useEffect(() => {
    const timer = open
      ? setTimeout(() => setState({ mounted: true, visible: true }), enterDelay)
      : setTimeout(() => setState({ mounted: false, visible: false }), leaveDelay);
    return () => clearTimeout(timer);
  }, [open, enterDelay, leaveDelay]);

  return state;
}
