// The service clients' code (Cinder's, Nova's, Glance's calls, and version discovery where the
// session's answer brought no version documents): a chunk of its own, loaded as a session opens
// (loadServiceApis), so the Sign In screen does not carry it (the initial JavaScript's size,
// bench/bundle-size.ts and docs/requests-per-view.md).
export { cinderApi } from './cinder'
export { discoverVersions } from './discovery'
export { checkFeature } from './features'
export { GlanceApi } from './glance'
export { NovaApi } from './nova'
export { PlacementApi } from './placement'
