/**
 * Whether the learner arrives at a test they have passed already (ModuleDetail.test.done): the
 * page then says so first, instead of a blank attempt that looks as if the pass were lost (a
 * reload after finishing, or Back then Forward, comes here again). Decided once, on arrival: the
 * module is refetched after `end`, and the pass a retake earns must not replace its own result.
 * A retake already begun (answers stored) goes straight on. null while the module is loading.
 */
import { useState } from 'react';
import type { ModuleDetail } from '@/shared/contract/learning';
import { hasStoredProgress } from './testProgressStorage';

interface ArrivalProps {
  owner: string;
  testId: number;
  /** The session the page came from (?module=), when it names one and has answered. */
  module: ModuleDetail | undefined;
  /** The session has answered (or failed, or none was named): nothing more to wait for. */
  settled: boolean;
}

/** 'passed': say so first; 'resumed': a retake of a passed test was begun; 'open': not passed. */
export type Arrival = 'passed' | 'resumed' | 'open';

export function usePassedOnArrival({
  owner,
  testId,
  module,
  settled,
}: ArrivalProps): Arrival | null {
  const [arrival, setArrival] = useState<Arrival | null>(null);
  if (arrival !== null || !settled) return arrival;
  const passed = module?.test?.id === testId && module.test.done;
  const value = !passed ? 'open' : hasStoredProgress(owner, testId) ? 'resumed' : 'passed';
  setArrival(value); // once: later answers of the module leave the decision be
  return value;
}
