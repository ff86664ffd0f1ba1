import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { isOneOf, isValidId } from '@/shared/routes/paths';
import { NotFoundPage } from './pages';

interface ParamsCheckProps {
  /** Allowed values of the :type segment. */
  types?: readonly string[];
  /** Params that must be positive integer ids. */
  ids?: readonly string[];
  children: ReactNode;
}

/** A route whose :type is unknown or whose :id is not an id is the not-found page (SPEC §2). */
export function ParamsCheck({ types, ids = [], children }: ParamsCheckProps) {
  const params = useParams();
  const typeOk = !types || isOneOf(types, params.type);
  const idsOk = ids.every((name) => isValidId(params[name]));
  return typeOk && idsOk ? children : <NotFoundPage />;
}
