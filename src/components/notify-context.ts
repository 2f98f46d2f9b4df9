// How a result is told to the user, without the notification machinery itself: the signed-in
// layout provides it (notify.tsx, with notistack); the Sign In page, which has none, stays lean.
import { createContext, useContext } from 'react'

/** A link a notification offers (a page of the same project: a path relative to the router's base). */
export interface NotifyLink {
  label: string
  to: string
}

export interface Notify {
  /** `link`: where to see what was done (e.g. the image an upload makes). */
  success(message: string, link?: NotifyLink): void
  info(message: string): void
  /** `error` is shown with its message, the request id and a Copy button. */
  error(title: string, error: unknown): void
}

const SILENT: Notify = { success: () => undefined, info: () => undefined, error: () => undefined }

export const NotifyContext = createContext<Notify | null>(null)

/** Outside the signed-in layout (Sign In) there is nowhere to show a notification. */
export function useNotify(): Notify {
  return useContext(NotifyContext) ?? SILENT
}
