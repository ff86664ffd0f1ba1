/**
 * Exit tells the server to revoke the refresh token, best effort (docs/api.md: POST /auth/logout/).
 * The local session has already ended when this runs: a slow or dead server must not keep the
 * user signed in, so nobody waits for the answer and failures are ignored (the token dies at its
 * expiry anyway). `keepalive` lets the request outlive the page if the tab is closed right after
 * Exit. It is a bare fetch, not a baseQuery call, because the baseQuery's abort signal belongs to
 * a mutation that the logout's cache reset may cut short.
 */
import { resolveBaseUrl } from './reauthBaseQuery';

export function sendLogout(refreshToken: string): void {
  try {
    fetch(`${resolveBaseUrl()}/auth/logout/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh: refreshToken }),
      keepalive: true,
      redirect: 'manual',
    }).catch(() => undefined);
  } catch {
    // fetch itself threw (e.g. a keepalive body over the browser's quota): nothing to do
  }
}
