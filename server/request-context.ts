// What the console's server knows of one request beyond its headers, gathered while it is
// answered and read once when it ends (service.ts: its log line and its counts):
// - where it came from: over TLS or not, and the client's address. X-Forwarded-Proto and
//   X-Forwarded-For are believed only when the connection comes from a configured proxy
//   (CONSOLE_TRUSTED_PROXIES): anyone else could write them;
// - an id of its own (sent back as X-Request-Id), and what the routes noted: the route's name,
//   the session's user and project, the cloud call it made (service, status, time, and the
//   cloud's x-openstack-request-id) and what became of a sign-in, a session or a cookie.
// Never a token, a password or a cookie.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { BlockList, isIP } from 'node:net'
import type { TLSSocket } from 'node:tls'
import type { NoSessionReason } from '../src/api/console-wire.ts'

/** How a sign-in ended: a session, a refusal, or a further step Keystone asks for. */
export type SignInOutcome = 'accepted' | 'refused' | 'second-factor' | 'password-expired' | 'failed'

/** Why a session ended: its user signed out, its token expired, or Keystone revoked it. */
export type SessionEnd = 'signed-out' | 'expired' | 'revoked'

export interface CloudCall {
  /** The catalog's service type of the endpoint called (volumev3, compute, …), or 'identity' / 'other'. */
  service: string
  /** The cloud's status, or 502/504 when it did not answer. */
  status: number
  /** Seconds until the cloud's answer began (or the call failed). */
  seconds: number
  /** The cloud's x-openstack-request-id, to follow the call into the service's own log. */
  requestId?: string
}

export interface RequestContext {
  /** The console's id for this request (X-Request-Id). */
  id: string
  /** Served over TLS, here or at a trusted proxy in front. */
  secure: boolean
  /** The client's address: the connection's, or the one a trusted proxy names. */
  client: string
  /** A name for what answered it, few enough to count by (metrics.ts). */
  route?: string
  userId?: string
  projectId?: string
  cloudCall?: CloudCall
  signIn?: SignInOutcome
  /** How a session was opened (password, application credential, single sign-on). */
  opened?: string
  ended?: SessionEnd
  /** Why a session cookie the request carried was refused. */
  cookieRefused?: Exclude<NoSessionReason, 'none'>
}

/** The proxies whose X-Forwarded-* headers are believed: addresses and CIDR blocks. */
export interface TrustedProxies {
  list: readonly string[]
  has(address: string | undefined): boolean
}

export class TrustedProxiesError extends Error {}

const contexts = new WeakMap<IncomingMessage, RequestContext>()

/** "::ffff:127.0.0.1" (an IPv4 client of a dual-stack socket) as "127.0.0.1". */
function plainAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
}

/** The trusted proxies from a list of addresses and CIDR blocks ("127.0.0.1, 10.0.0.0/8, ::1"). */
export function trustedProxiesFrom(text: string | undefined): TrustedProxies {
  const list = (text ?? '').split(/[\s,]+/).filter(Boolean)
  const blocks = new BlockList()
  for (const entry of list) {
    const [address = '', bits, extra] = entry.split('/')
    const family = isIP(address)
    const prefix = Number(bits)
    const max = family === 6 ? 128 : 32
    if (
      !family ||
      extra !== undefined ||
      (bits !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= max))
    )
      throw new TrustedProxiesError(`"${entry}" is not an IP address or a CIDR block (such as 10.0.0.0/8)`)
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) blocks.addAddress(address, type)
    else blocks.addSubnet(address, prefix, type)
  }
  return {
    list,
    has(address) {
      if (!address || !list.length) return false
      const plain = plainAddress(address)
      const family = isIP(plain)
      return family !== 0 && blocks.check(plain, family === 6 ? 'ipv6' : 'ipv4')
    },
  }
}

export const NO_TRUSTED_PROXIES = trustedProxiesFrom('')

/** The last comma-separated value of a header (the one the nearest proxy wrote). */
function lastValue(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value.join(',') : value
  return text?.split(',').pop()?.trim().toLowerCase() || undefined
}

/**
 * The client of X-Forwarded-For, read from the right: each trusted proxy names the one before
 * it; the first address no trusted proxy vouches for is the client.
 */
function forwardedClient(peer: string, header: string | string[] | undefined, trusted: TrustedProxies): string {
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  let client = peer
  while (trusted.has(client) && chain.length) client = plainAddress(chain.pop() as string)
  return client
}

/** Starts the request's context: its id, and where it came from as far as can be believed. */
export function beginRequest(req: IncomingMessage, trusted: TrustedProxies): RequestContext {
  const peer = plainAddress(req.socket.remoteAddress ?? '')
  const viaProxy = trusted.has(peer)
  const context: RequestContext = {
    id: randomUUID(),
    secure:
      Boolean((req.socket as TLSSocket).encrypted) ||
      (viaProxy && lastValue(req.headers['x-forwarded-proto']) === 'https'),
    client: viaProxy ? forwardedClient(peer, req.headers['x-forwarded-for'], trusted) : peer,
  }
  contexts.set(req, context)
  return context
}

/** The request's context; one begun now (no proxy trusted) for a request the service did not see. */
export function contextOf(req: IncomingMessage): RequestContext {
  return contexts.get(req) ?? beginRequest(req, NO_TRUSTED_PROXIES)
}

/** Adds what a route learnt to the request's context. */
export function note(req: IncomingMessage, facts: Partial<Omit<RequestContext, 'id' | 'secure' | 'client'>>): void {
  Object.assign(contextOf(req), facts)
}
