// The test client registered at the loopback OpenID provider (shared by the
// Node-side provider setup and the in-workerd tests).
export const OIDC_CLIENT_ID = "sublimation-test-client";
export const OIDC_CLIENT_SECRET = "sublimation-test-secret-0123456789abcdef";
