// The token in memory (never in storage or a URL), its expiry, and who to tell when it ends.
import { OpenStackError } from './errors'

/** A token this close to its end is treated as expired, so no request dies half-way. */
export const EXPIRY_SKEW_MS = 30_000

export class AuthState {
  private listeners = new Set<(error: OpenStackError) => void>()
  private ended = false
  /**
   * A service's first call with this token, while it is out: the services check a token they have
   * not seen with Keystone one at a time (ServiceClient).
   */
  meeting: Promise<void> | null = null

  constructor(
    /** Null when the console's server holds the token (it adds it to each call it forwards). */
    private readonly tokenId: string | null,
    readonly expiresAt: Date,
    private readonly now: () => number = Date.now,
  ) {}

  get expired(): boolean {
    return this.ended || this.now() >= this.expiresAt.getTime() - EXPIRY_SKEW_MS
  }

  /** The token to send (null: the console's server adds it); throws an `expired` OpenStackError (and tells listeners) once it ended. */
  token(): string | null {
    if (this.expired) {
      const error = new OpenStackError({
        kind: 'expired',
        status: 401,
        fault: 'tokenExpired',
        message: 'Your session has expired. Please sign in again.',
        reason: { code: 'token-expired' },
      })
      this.end(error)
      throw error
    }
    return this.tokenId
  }

  /** Called when a service answers 401 to this token. */
  rejected(error: OpenStackError): void {
    this.end(error)
  }

  onExpired(listener: (error: OpenStackError) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  revoke(): void {
    this.ended = true
  }

  private end(error: OpenStackError): void {
    const first = !this.ended
    this.ended = true
    if (first) for (const listener of this.listeners) listener(error)
  }
}
