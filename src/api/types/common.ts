// Shapes shared by the Cinder and Nova wire formats.

export interface Link {
  rel: string
  href: string
  type?: string
}

/** One entry of a version document (Cinder `GET /`, Nova `GET /`). */
export interface VersionEntry {
  id: string
  status: 'CURRENT' | 'SUPPORTED' | 'DEPRECATED'
  version: string
  min_version: string
  updated: string
  links: Link[]
  'media-types'?: Array<{ base: string; type: string }>
}

export interface VersionsBody {
  versions: VersionEntry[]
}

export interface VersionBody {
  version: VersionEntry
}

/** The fault body of Nova and Cinder: `{"<name>": {"code", "message"}}`. */
export type FaultBody = Record<string, { code: number; message: string }>
