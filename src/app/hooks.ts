/**
 * Typed hooks. Features import these from app/ — the one sanctioned features -> app import
 * (type-only in effect: this file pulls no feature code, only the store's types).
 */
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
