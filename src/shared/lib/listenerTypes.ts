/**
 * Features register their listeners through a function that receives `startListening`, typed
 * only with the part of the state the feature reads. The app passes its `startAppListening`
 * (typed with the whole RootState), so features never import from app/.
 */
import type { ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';

export type StartListeningFor<State> = TypedStartListening<
  State,
  ThunkDispatch<State, unknown, UnknownAction>
>;
