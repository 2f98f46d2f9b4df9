// The open connections of the console's server, for its stop (service.ts). Node's http.Server
// closes its idle kept-alive connections itself (closeIdleConnections, closeAllConnections); an
// Http2SecureServer does neither, so its connections are followed here: HTTP/2 sessions, and the
// HTTP/1.1 connections it also takes (allowHTTP1) from clients without HTTP/2.
import type { Server as HttpServer } from 'node:http'
import type { Http2SecureServer, ServerHttp2Session } from 'node:http2'
import type { Socket } from 'node:net'
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

/**
 * The connections of `server`; `busy` says whether an HTTP/1.1 connection has an answer under
 * way (the service knows its answers and their sockets).
 */
export function http2Connections(server: Http2SecureServer, busy: (socket: Socket) => boolean): Connections {
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
      // A session's own connection (ALPN h2) closes with it.
      for (const socket of sockets) if (socket.alpnProtocol !== 'h2' && !busy(socket)) socket.destroy()
    },
    closeAll() {
      for (const session of sessions) session.destroy()
      for (const socket of sockets) socket.destroy()
    },
  }
}
