// Global setup for the in-workerd tests: a real, certified OpenID provider
// (node-oidc-provider) on loopback, so the sign-in tests run the whole
// authorization-code flow against real HTTP endpoints instead of mocks.
//
// The provider logs in whoever the authorization request names: the test
// appends login_hint = JSON of the claims it wants ({ sub, email,
// email_verified, given_name, family_name }), and the interaction below signs
// that account in and grants the requested scopes without a form.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } from "./oidc-client";
import "./oidc-provider.types";

/**
 * The provider's advice for production set-ups (in-memory adapter, development
 * keys, Node version, default lifetimes) is expected in a test provider: it is
 * kept out of the test output while the provider runs.
 */
function quietProviderAdvice() {
  const { info, warn } = console;
  const skip = (args: unknown[]) => typeof args[0] === "string" && args[0].includes("oidc-provider ");
  console.info = (...args: unknown[]) => (skip(args) ? undefined : info(...args));
  console.warn = (...args: unknown[]) => (skip(args) ? undefined : warn(...args));
  return () => Object.assign(console, { info, warn });
}

export default async function setup(project: TestProject) {
  const restoreConsole = quietProviderAdvice();
  const { default: Provider } = await import("oidc-provider");
  const accounts = new Map<string, Record<string, unknown>>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: ["http://localhost/api/login/callback/oidc"],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    // This client must always send PKCE.
    pkce: { required: () => true },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "name", "picture"],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ["oidc-test-cookie-key-0123456789"] },
    async findAccount(_ctx, id) {
      const claims = accounts.get(id);
      if (!claims) return undefined;
      return { accountId: id, claims: async () => ({ ...claims, sub: id }) };
    },
  });

  const handle = provider.callback();
  server.on("request", async (req, res) => {
    if (!req.url?.startsWith("/interaction/")) return handle(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      const hint = JSON.parse(String(details.params.login_hint ?? "{}")) as Record<string, unknown>;
      const sub = String(hint.sub ?? "");
      if (!sub) {
        await provider.interactionFinished(req, res, {
          error: "access_denied",
          error_description: "no account chosen",
        });
        return;
      }
      accounts.set(sub, hint);
      const grant = new provider.Grant({ accountId: sub, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });

  project.provide("oidcIssuer", issuer);
  return () => new Promise<void>((resolve) => server.close(() => resolve())).finally(restoreConsole);
}
