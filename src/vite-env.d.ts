/// <reference types="vite/client" />

declare module "*.po" {
  export const messages: Record<string, unknown>;
}

declare const __APP_VERSION__: string;
declare const __BUILD_DATE__: string;
