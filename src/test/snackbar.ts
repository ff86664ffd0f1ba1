import { screen, type waitForOptions } from '@testing-library/react';

/**
 * The snackbar's message as its live region says it (Snackbar.tsx). Its visible copy is
 * aria-hidden and says the same, so a plain `findByText` matches two elements for as long as
 * the message shows: it resolved only on the copy that lingers while the snackbar leaves, close
 * to the 3 s limit, and failed whenever the machine was a little slow.
 */
const LIVE_REGION = { selector: '[role="status"]' };

export const findSnackbar = (text: string | RegExp, options?: waitForOptions) =>
  screen.findByText(text, LIVE_REGION, options);

export const querySnackbar = (text: string | RegExp) => screen.queryByText(text, LIVE_REGION);
