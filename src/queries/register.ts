// TanStack Query's types for this app: every query and mutation fails with the API module's one
// error type, and every write declares the families it refreshes (invalidation.ts).
import type { OpenStackError } from '../api'
import type { WriteMeta } from './invalidation'

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: OpenStackError
    mutationMeta: WriteMeta
  }
}
