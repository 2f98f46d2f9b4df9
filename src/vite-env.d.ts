/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'real' to build against a real OpenStack; anything else runs the demo cloud. */
  readonly VITE_CLOUD?: string
  /** Keystone URL prefilled on the sign-in form in real-cloud mode. */
  readonly VITE_KEYSTONE_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
