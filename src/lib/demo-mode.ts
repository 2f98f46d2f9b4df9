/**
 * Demo mode (the default) runs the in-memory demo cloud in a service worker.
 * Build with VITE_CLOUD=real to talk to a real OpenStack; the check stays a literal
 * comparison so the bundler can drop the demo cloud from that build.
 */
export const isDemoMode: boolean = import.meta.env.VITE_CLOUD !== 'real'
