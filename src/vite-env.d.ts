/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `1`: answer every call from the generated msw mocks instead of a server. */
  readonly VITE_MOCK?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
