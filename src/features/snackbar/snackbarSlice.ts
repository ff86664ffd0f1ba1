/**
 * The global snackbar (SPEC §3 options, §4 behaviour, §9 constants). Items are plain data (a
 * message id and values, not formatted text) so the store stays serializable and the view
 * formats them in the current locale. `queue` holds requests waiting to be shown; ./snackbarListeners
 * closes the current item, waits 250 ms and opens the newest request.
 */
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { IconName } from '@/shared/ui/Icon/iconNames';

export const SNACKBAR_TIMEOUT_MS = 3000;
export const SNACKBAR_SWITCH_DELAY_MS = 250;
/** How long a held message stays once let go (./snackbarListeners). */
export const SNACKBAR_RELEASE_GRACE_MS = 1000;

export interface SnackbarMessage {
  id: string;
  defaultMessage?: string;
  values?: Record<string, string | number>;
}
export type SnackbarColor = 'primary' | 'error' | 'success' | 'warning' | 'info';
export interface SnackbarPosition {
  top?: boolean;
  bottom?: boolean;
  left?: boolean;
  right?: boolean;
}
export interface SnackbarItem {
  key: string;
  message: SnackbarMessage;
  /** A message id; the view falls back to its own "Close" text when absent. */
  buttonText?: string;
  color: SnackbarColor;
  /** Milliseconds until it closes by itself; 0 keeps it until closed by hand. */
  timeout: number;
  position: SnackbarPosition;
  /** One of the app's icons (its lucide name, e.g. 'heart'); the colour's own when absent. */
  icon?: IconName;
  iconColor?: string;
  iconSize?: number;
}
export type SnackbarOptions = Partial<Omit<SnackbarItem, 'key' | 'message'>> & {
  values?: SnackbarMessage['values'];
};

export interface SnackbarState {
  current: SnackbarItem | null;
  queue: SnackbarItem[];
  /**
   * The reader's pointer rests on the current item, or the focus is in it (on its Close
   * button): it does not close by itself meanwhile (WCAG 2.2.1; ./snackbarListeners).
   */
  held: boolean;
}

const initialState: SnackbarState = { current: null, queue: [], held: false };

export const snackbarSlice = createSlice({
  name: 'snackbar',
  initialState,
  reducers: {
    snackbarRequested(state, action: PayloadAction<SnackbarItem>) {
      state.queue.push(action.payload);
    },
    /** Shows the requested item; older waiting requests are dropped (the newest message wins). */
    snackbarOpened(state, action: PayloadAction<{ key: string }>) {
      const index = state.queue.findIndex((item) => item.key === action.payload.key);
      if (index === -1) return;
      state.current = state.queue[index];
      state.queue = state.queue.slice(index + 1);
      state.held = false;
    },
    snackbarClosed(state, action: PayloadAction<{ key: string }>) {
      if (state.current?.key !== action.payload.key) return;
      state.current = null;
      state.held = false;
    },
    /** The pointer came onto the current item, or the focus into it. */
    snackbarHeld(state, action: PayloadAction<{ key: string }>) {
      if (state.current?.key === action.payload.key) state.held = true;
    },
    /** The pointer and the focus have left it. */
    snackbarReleased(state, action: PayloadAction<{ key: string }>) {
      if (state.current?.key === action.payload.key) state.held = false;
    },
  },
});

export const { snackbarRequested, snackbarOpened, snackbarClosed, snackbarHeld, snackbarReleased } =
  snackbarSlice.actions;
export const snackbarReducer = snackbarSlice.reducer;

/** The helper every feature uses: `dispatch(showSnackbar(messages.saved, { color: 'success' }))`. */
export function showSnackbar(message: SnackbarMessage, options: SnackbarOptions = {}) {
  const { values, ...rest } = options;
  const descriptor: SnackbarMessage = { id: message.id };
  if (message.defaultMessage !== undefined) descriptor.defaultMessage = message.defaultMessage;
  const mergedValues = values ?? message.values;
  if (mergedValues) descriptor.values = mergedValues;
  return snackbarRequested({
    key: nanoid(),
    message: descriptor,
    color: 'primary',
    timeout: SNACKBAR_TIMEOUT_MS,
    position: { bottom: true },
    ...rest,
  });
}

type WithSnackbar = { snackbar: SnackbarState };
export const selectCurrentSnackbar = (state: WithSnackbar) => state.snackbar.current;
export const selectSnackbarHeld = (state: WithSnackbar) => state.snackbar.held;
