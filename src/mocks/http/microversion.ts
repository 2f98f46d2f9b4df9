// The OpenStack-API-Version header, as Cinder and Nova read and answer it.
import { compareVersions, isVersion } from '../../api/microversion'

export interface ServiceVersions {
  service: 'volume' | 'compute'
  min: string
  max: string
  /** Version when no header is sent. */
  base: string
}

export type VersionResult =
  | { ok: true; version: string }
  | { ok: false; status: number; message: string; /** The version asked for, when it was one. */ asked?: string }

function headerValue(request: Request, service: 'volume' | 'compute'): string | null {
  const combined = request.headers.get('OpenStack-API-Version')
  if (combined) {
    for (const part of combined.split(',')) {
      const [name, value] = part.trim().split(/\s+/)
      if (name?.toLowerCase() === service && value) return value
    }
  }
  if (service === 'compute') return request.headers.get('X-OpenStack-Nova-API-Version')
  return null
}

export function requestedVersion(request: Request, versions: ServiceVersions): VersionResult {
  const value = headerValue(request, versions.service)
  if (value === null) return { ok: true, version: versions.base }
  if (value.toLowerCase() === 'latest') return { ok: true, version: versions.max }
  if (!isVersion(value)) {
    return {
      ok: false,
      status: 400,
      message: `API Version String ${value} is of invalid format. Must be of format MajorNum.MinorNum.`,
    }
  }
  if (compareVersions(value, versions.min) < 0 || compareVersions(value, versions.max) > 0) {
    return {
      ok: false,
      status: 406,
      message: `Version ${value} is not supported by the API. Minimum is ${versions.min} and maximum is ${versions.max}.`,
      asked: value,
    }
  }
  return { ok: true, version: value }
}

export function versionHeaders(service: 'volume' | 'compute', version: string): Record<string, string> {
  if (service === 'volume') return { 'OpenStack-API-Version': `volume ${version}`, Vary: 'OpenStack-API-Version' }
  return {
    'OpenStack-API-Version': `compute ${version}`,
    'X-OpenStack-Nova-API-Version': version,
    Vary: 'OpenStack-API-Version, X-OpenStack-Nova-API-Version',
  }
}
