import type { FetchLike } from '../api/http'
import { viaProxy } from '../api/proxy'
import { runtimeConfig } from './runtime-config'

/** The fetch the API module signs in with: through the console's proxy when it has one. */
export function cloudFetch(): FetchLike | undefined {
  const { proxy } = runtimeConfig()
  return proxy ? viaProxy(proxy) : undefined
}
