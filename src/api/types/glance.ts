// Glance v2 wire types (the part the dashboard and CLIs use).

export interface Image {
  id: string
  name: string | null
  status:
    'queued' | 'saving' | 'active' | 'killed' | 'deleted' | 'pending_delete' | 'deactivated' | 'uploading' | 'importing'
  visibility: 'public' | 'private' | 'shared' | 'community'
  size: number | null
  min_disk: number
  min_ram: number
  disk_format: string | null
  container_format: string | null
  created_at: string
  updated_at: string
  owner: string
  protected: boolean
  tags: string[]
  self: string
  file: string
  schema: string
}

export interface ImageListBody {
  images: Image[]
  first: string
  schema: string
  next?: string
}
