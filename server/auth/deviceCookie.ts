/** The `device` cookie (auth/devices.ts) on the auth routes: whom a request speaks for; setting it. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, type CodeOwner } from './devices';

/** The email's own budget, or a device's that has signed in to it before. */
export const requestOwner = (ctx: AppContext, req: FastifyRequest, email: string) =>
  ctx.devices.ownerOf(email, req.cookies[DEVICE_COOKIE]);

/** Marks (or keeps) the device as one that has signed in to the email. */
export async function rememberDevice(
  ctx: AppContext,
  reply: FastifyReply,
  req: FastifyRequest,
  owner: CodeOwner,
): Promise<void> {
  const cookie = await ctx.devices.issue(owner);
  reply.setCookie(DEVICE_COOKIE, cookie.value, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: req.protocol === 'https',
    maxAge: cookie.maxAgeSeconds,
  });
}
