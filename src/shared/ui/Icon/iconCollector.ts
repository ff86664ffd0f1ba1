import { createContext } from 'react';
import type { IconName } from './iconNames';

/**
 * The icons a server render used (src/server.tsx provides a Set): the page carries their
 * symbols, so it shows its icons with no request. Absent in the browser.
 */
export const IconCollectorContext = createContext<Set<IconName> | null>(null);
