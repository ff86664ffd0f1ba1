/**
 * Typed hooks. Features import these from app/ — the one sanctioned features -> app import
 * (type-only in effect: this file pulls no feature code, only the store's types).
 */
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The store itself, for state read at a moment (in an event's aftermath), not rendered. */
export const useAppStore = useStore.withTypes<AppStore>();
