// The open connections of the console's server, for its stop (service.ts). Node's http.Server
// closes its idle kept-alive connections itself (closeIdleConnections, closeAllConnections). An
// Http2SecureServer closes its idle HTTP/1.1 ones (allowHTTP1; its closeIdleConnections, which
// @types/node does not declare) but has no way to end its HTTP/2 sessions or to cut everything,
// so its sessions and connections are followed here.
import type { Server as HttpServer } from 'node:http'
import type { Http2SecureServer, ServerHttp2Session } from 'node:http2'
import type { TLSSocket } from 'node:tls'

export interface Connections {
  /**
   * Ends every connection with nothing in flight. An HTTP/2 session is told to go away (GOAWAY):
   * its streams under way finish, no new one is taken, and it closes after the last.
   */
  closeIdle(): void
  /** Ends every connection now, whatever is in flight. */
  closeAll(): void
}

/** An HTTP/1 server's own: Node knows which of its connections are idle. */
export function httpConnections(server: HttpServer): Connections {
  return { closeIdle: () => server.closeIdleConnections(), closeAll: () => server.closeAllConnections() }
}

/** The connections of an HTTP/2 server that also takes HTTP/1.1. */
export function http2Connections(server: Http2SecureServer): Connections {
  const sockets = new Set<TLSSocket>()
  const sessions = new Set<ServerHttp2Session>()
  server.on('secureConnection', (socket: TLSSocket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  server.on('session', (session: ServerHttp2Session) => {
    sessions.add(session)
    session.once('close', () => sessions.delete(session))
  })
  return {
    closeIdle() {
      for (const session of sessions) if (!session.closed) session.close()
      ;(server as { closeIdleConnections?: () => void }).closeIdleConnections?.()
    },
    closeAll() {
      for (const session of sessions) session.destroy()
      for (const socket of sockets) socket.destroy()
    },
  }
}
