import { BlockList, isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Whether a host or address names this machine only: `localhost`, 127.0.0.0/8 or ::1 (also
 * written `[::1]`, or IPv4-mapped as `::ffff:127.0.0.1`).
 */
export function isLoopbackHost(host: string): boolean {
  const value = host.trim().replace(/^\[(.*)\]$/, '$1');
  if (value.toLowerCase() === 'localhost') return true;
  const family = isIP(value);
  if (family === 0) return false;
  return LOOPBACK.check(value, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Whether a request comes from this machine: over a loopback socket and not relayed by a proxy.
 * The socket's address, never X-Forwarded-For, which the client writes; a relayed request (the
 * proxy says so in X-Forwarded-For or Forwarded) came from elsewhere even over a loopback socket.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const socketAddress = request.raw.socket.remoteAddress;
  if (socketAddress === undefined || !isLoopbackHost(socketAddress)) return false;
  return request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
}

/**
 * An onRequest hook for the dev-mode routes: a request from anywhere but this machine gets the
 * not-found answer, as if the route did not exist.
 */
export async function localRequestsOnly(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (isLocalRequest(request)) return undefined;
  reply.callNotFound();
  return reply;
}
