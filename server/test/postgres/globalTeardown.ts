/** Stops the PostgreSQL of globalSetup.ts. */
export default async function globalTeardown(): Promise<void> {
  (globalThis as { __postgres__?: { stop(): void } }).__postgres__?.stop();
}
