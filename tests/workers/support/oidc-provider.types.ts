// What the loopback OpenID provider's global setup provides to the tests.
declare module "vitest" {
  export interface ProvidedContext {
    oidcIssuer: string;
  }
}
export {};
