// A stand-in for Stripe's HTTP API (the part this site calls), answering with
// objects shaped like the pinned API version. Web-standard Request/Response
// only, so the Worker tests (through fetch) and the browser tests (through a
// loopback HTTP server) share it. Tests drive it with the helpers at the bottom.

export const MOCK_STRIPE_API_VERSION = "2026-10-28.endive";
export const MOCK_PRICE_ID = "price_1PremiumMonthly499";
const DAY = 86_400;

type Obj = Record<string, any>;

let seq = 0;
function randomId(prefix: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  let s = "";
  for (let i = 0; i < 14; i++) s += alphabet[Math.floor(Math.random() * alphabet.length)];
  return `${prefix}_${s}${(seq++).toString(36)}`;
}

const now = () => Math.floor(Date.now() / 1000);

export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  stripeVersion: string | null;
  idempotencyKey: string | null;
  authorization: string | null;
}

export function createStripeMock(opts: { secretKey?: string; checkoutOrigin?: string } = {}) {
  const customers = new Map<string, Obj>();
  const checkoutSessions = new Map<string, Obj>();
  /** Where the mock's Checkout pages are served (the loopback server's origin in browser tests). */
  let checkoutOrigin = opts.checkoutOrigin ?? "https://checkout.stripe.com";
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const paymentIntents = new Map<string, Obj>();
  const setupIntents = new Map<string, Obj>();
  const idempotent = new Map<string, { status: number; body: Obj }>();
  const requests: RecordedRequest[] = [];
  /** Set to make the next calls fail the way Stripe fails when it is down. */
  let failNext: { status: number; times: number } | null = null;

  const price = {
    id: MOCK_PRICE_ID,
    object: "price",
    active: true,
    currency: "usd",
    unit_amount: 499,
    unit_amount_decimal: "499",
    type: "recurring",
    recurring: { interval: "month", interval_count: 1, usage_type: "licensed", meter: null },
    product: "prod_PremiumPlan",
    livemode: false,
  };

  function error(status: number, type: string, message: string, extra: Obj = {}) {
    return { status, body: { error: { type, message, ...extra } } };
  }
  const missing = (kind: string, id: string) =>
    error(404, "invalid_request_error", `No such ${kind}: '${id}'`, { code: "resource_missing", param: "id" });

  function newPaymentIntent(customer: string, amount: number): Obj {
    const id = randomId("pi");
    const pi = {
      id,
      object: "payment_intent",
      amount,
      amount_received: 0,
      currency: "usd",
      customer,
      status: "requires_payment_method",
      client_secret: `${id}_secret_${randomId("s").slice(2)}`,
      payment_method: null,
      last_payment_error: null,
      livemode: false,
      created: now(),
      metadata: {},
    };
    paymentIntents.set(id, pi);
    return pi;
  }

  function newSetupIntent(customer: string): Obj {
    const id = randomId("seti");
    const si = {
      id,
      object: "setup_intent",
      customer,
      status: "requires_payment_method",
      usage: "off_session",
      client_secret: `${id}_secret_${randomId("s").slice(2)}`,
      payment_method: null,
      last_setup_error: null,
      livemode: false,
      created: now(),
      metadata: {},
    };
    setupIntents.set(id, si);
    return si;
  }

  function newInvoice(sub: Obj, amount: number): Obj {
    const id = randomId("in");
    const pi = amount > 0 ? newPaymentIntent(sub.customer, amount) : null;
    const invoice = {
      id,
      object: "invoice",
      customer: sub.customer,
      status: amount > 0 ? "open" : "paid",
      amount_due: amount,
      amount_paid: amount > 0 ? 0 : 0,
      amount_remaining: amount,
      currency: "usd",
      billing_reason: "subscription_create",
      collection_method: "charge_automatically",
      created: now(),
      livemode: false,
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      // Only sent when expanded, as Stripe does (see expandSubscription).
      _confirmation_secret: pi ? { client_secret: pi.client_secret, type: "payment_intent" } : null,
      _payment_intent: pi?.id ?? null,
    };
    invoices.set(id, invoice);
    return invoice;
  }

  function publicInvoice(invoice: Obj, expandSecret: boolean): Obj {
    const { _confirmation_secret, _payment_intent, ...rest } = invoice;
    return expandSecret ? { ...rest, confirmation_secret: _confirmation_secret } : rest;
  }

  function expandSubscription(sub: Obj, expand: string[]): Obj {
    const out: Obj = { ...sub };
    if (expand.some((e) => e === "latest_invoice" || e.startsWith("latest_invoice.")) && sub.latest_invoice) {
      out.latest_invoice = publicInvoice(
        invoices.get(sub.latest_invoice)!,
        expand.includes("latest_invoice.confirmation_secret"),
      );
    }
    if (expand.includes("pending_setup_intent") && sub.pending_setup_intent) {
      out.pending_setup_intent = setupIntents.get(sub.pending_setup_intent);
    }
    return out;
  }

  function createSubscription(params: URLSearchParams): { status: number; body: Obj } {
    const customer = params.get("customer") ?? "";
    if (!customers.has(customer)) return missing("customer", customer);
    const priceId = params.get("items[0][price]");
    if (priceId !== MOCK_PRICE_ID) return missing("price", priceId ?? "");
    const trialDays = Number(params.get("trial_period_days") ?? 0);
    const t = now();
    const id = randomId("sub");
    const periodEnd = trialDays ? t + trialDays * DAY : t + 30 * DAY;
    const metadata: Obj = {};
    for (const [k, v] of params) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m) metadata[m[1]] = v;
    }
    const sub: Obj = {
      id,
      object: "subscription",
      customer,
      status: trialDays ? "trialing" : "incomplete",
      collection_method: "charge_automatically",
      currency: "usd",
      created: t,
      start_date: t,
      billing_cycle_anchor: periodEnd,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      trial_start: trialDays ? t : null,
      trial_end: trialDays ? periodEnd : null,
      trial_settings: {
        end_behavior: {
          missing_payment_method:
            params.get("trial_settings[end_behavior][missing_payment_method]") ?? "create_invoice",
        },
      },
      default_payment_method: null,
      latest_invoice: null,
      pending_setup_intent: null,
      payment_settings: {
        save_default_payment_method: params.get("payment_settings[save_default_payment_method]") ?? "off",
      },
      items: {
        object: "list",
        data: [
          {
            id: randomId("si"),
            object: "subscription_item",
            created: t,
            current_period_start: t,
            current_period_end: periodEnd,
            price,
            quantity: 1,
            subscription: id,
            metadata: {},
          },
        ],
        has_more: false,
        total_count: 1,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      livemode: false,
      metadata,
    };
    const invoice = newInvoice(sub, trialDays ? 0 : 499);
    sub.latest_invoice = invoice.id;
    if (trialDays) sub.pending_setup_intent = newSetupIntent(customer).id;
    subscriptions.set(id, sub);
    return { status: 200, body: sub };
  }

  function publicSession(session: Obj): Obj {
    const { _subscription, ...rest } = session;
    return rest;
  }

  /** The member paid on the Checkout page: the subscription starts, active (or trialing) and paid. */
  function completeCheckout(id: string): Obj {
    const session = checkoutSessions.get(id);
    if (!session) throw new Error(`mock: no checkout session ${id}`);
    if (session.status === "complete") return session;
    const terms = new URLSearchParams({
      customer: session.customer,
      "items[0][price]": MOCK_PRICE_ID,
      trial_period_days: session._subscription.trialDays,
    });
    for (const [k, v] of Object.entries(session._subscription.metadata)) terms.set(`metadata[${k}]`, String(v));
    const created = createSubscription(terms);
    if (created.status !== 200) throw new Error(`mock: ${JSON.stringify(created.body)}`);
    const sub = created.body;
    const paymentMethod = randomId("pm");
    if (sub.status === "incomplete") {
      const invoice = invoices.get(sub.latest_invoice)!;
      const pi = paymentIntents.get(invoice._payment_intent)!;
      Object.assign(pi, { status: "succeeded", amount_received: pi.amount, payment_method: paymentMethod });
      Object.assign(invoice, { status: "paid", amount_paid: invoice.amount_due, amount_remaining: 0 });
      sub.status = "active";
    }
    Object.assign(sub, { default_payment_method: paymentMethod, pending_setup_intent: null });
    Object.assign(session, { status: "complete", payment_status: "paid", subscription: sub.id });
    return session;
  }

  /** The Checkout page a member is sent to: the plan, a Pay button and a way back. */
  function checkoutPage(method: string, path: string): Response | null {
    const m = /^\/c\/pay\/([^/]+)$/.exec(path);
    if (!m) return null;
    const session = checkoutSessions.get(m[1]);
    if (session?.status !== "open")
      return new Response("This Checkout session is no longer available.", { status: 404 });
    if (method === "POST") {
      completeCheckout(session.id);
      const to = String(session.success_url).replace("{CHECKOUT_SESSION_ID}", session.id);
      return new Response(null, { status: 303, headers: { Location: to } });
    }
    const html = (v: string) => v.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const body = `<!doctype html><html lang="en"><title>Stripe Checkout (test double)</title>
<main><h1>Subscribe to Premium</h1><p>$4.99 per month</p>
<form method="post" action="/c/pay/${html(session.id)}"><button type="submit">Subscribe</button></form>
<a href="${html(String(session.cancel_url))}">Back</a></main></html>`;
    return new Response(body, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" } });
  }

  function route(method: string, path: string, params: URLSearchParams): { status: number; body: Obj } {
    const expand = params
      .getAll("expand[]")
      .concat([...params.keys()].filter((k) => /^expand\[\d+\]$/.test(k)).map((k) => params.get(k)!));
    let m: RegExpExecArray | null;
    if (method === "POST" && path === "/v1/customers") {
      const id = randomId("cus");
      const customer = {
        id,
        object: "customer",
        email: params.get("email"),
        name: params.get("name"),
        metadata: { userId: params.get("metadata[userId]") },
        created: now(),
        livemode: false,
        invoice_settings: { default_payment_method: null },
      };
      customers.set(id, customer);
      return { status: 200, body: customer };
    }
    if (method === "POST" && path === "/v1/subscriptions") {
      const res = createSubscription(params);
      return res.status === 200 ? { status: 200, body: expandSubscription(res.body, expand) } : res;
    }
    if (method === "GET" && path === "/v1/subscriptions") {
      const customer = params.get("customer");
      const status = params.get("status");
      const data = [...subscriptions.values()]
        .filter((s) => !customer || s.customer === customer)
        .filter((s) => status === "all" || (status ? s.status === status : s.status !== "canceled"))
        .sort((a, b) => b.created - a.created)
        .map((s) =>
          expandSubscription(
            s,
            expand.map((e) => e.replace(/^data\./, "")),
          ),
        );
      return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/subscriptions" } };
    }
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const sub = subscriptions.get(m[1]);
      if (!sub) return missing("subscription", m[1]);
      if (method === "GET") return { status: 200, body: expandSubscription(sub, expand) };
      if (method === "DELETE") {
        Object.assign(sub, { status: "canceled", canceled_at: now(), ended_at: now() });
        return { status: 200, body: sub };
      }
    }
    if (method === "GET" && (m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
      const pi = paymentIntents.get(m[1]);
      return pi ? { status: 200, body: pi } : missing("payment_intent", m[1]);
    }
    if (method === "GET" && (m = /^\/v1\/setup_intents\/([^/]+)$/.exec(path))) {
      const si = setupIntents.get(m[1]);
      return si ? { status: 200, body: si } : missing("setup_intent", m[1]);
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const customer = params.get("customer") ?? "";
      if (!customers.has(customer)) return missing("customer", customer);
      if (params.get("mode") !== "subscription")
        return error(400, "invalid_request_error", "mode must be subscription", { param: "mode" });
      const priceId = params.get("line_items[0][price]");
      if (priceId !== MOCK_PRICE_ID) return missing("price", priceId ?? "");
      for (const required of ["success_url", "cancel_url"]) {
        if (!params.get(required))
          return error(400, "invalid_request_error", `Missing required param: ${required}.`, { param: required });
      }
      const id = randomId("cs_test");
      const metadata: Obj = {};
      for (const [k, v] of params) {
        const m = /^subscription_data\[metadata\]\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]] = v;
      }
      const session = {
        id,
        object: "checkout.session",
        mode: "subscription",
        customer,
        client_reference_id: params.get("client_reference_id"),
        status: "open",
        payment_status: "unpaid",
        subscription: null,
        success_url: params.get("success_url"),
        cancel_url: params.get("cancel_url"),
        url: `${checkoutOrigin}/c/pay/${id}`,
        amount_total: 499,
        currency: "usd",
        created: now(),
        livemode: false,
        metadata: { userId: params.get("metadata[userId]") },
        // What the subscription is created with once paid (not part of Stripe's object).
        _subscription: {
          trialDays: params.get("subscription_data[trial_period_days]") ?? "0",
          missingPaymentMethod: params.get("subscription_data[trial_settings][end_behavior][missing_payment_method]"),
          metadata,
        },
      };
      checkoutSessions.set(id, session);
      return { status: 200, body: publicSession(session) };
    }
    if (method === "GET" && (m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      const session = checkoutSessions.get(m[1]);
      return session ? { status: 200, body: publicSession(session) } : missing("checkout.session", m[1]);
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const customer = params.get("customer") ?? "";
      if (!customers.has(customer)) return missing("customer", customer);
      const id = randomId("bps");
      return {
        status: 200,
        body: {
          id,
          object: "billing_portal.session",
          customer,
          return_url: params.get("return_url"),
          url: `https://billing.stripe.com/p/session/test_${id}`,
          created: now(),
          livemode: false,
        },
      };
    }
    return error(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const page = checkoutPage(request.method, url.pathname);
    if (page) return page;
    const body =
      request.method === "GET" || request.method === "DELETE"
        ? ""
        : new TextDecoder().decode(await request.arrayBuffer());
    const params = new URLSearchParams(request.method === "GET" || request.method === "DELETE" ? url.search : body);
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      params,
      stripeVersion: request.headers.get("stripe-version"),
      idempotencyKey: request.headers.get("idempotency-key"),
      authorization: request.headers.get("authorization"),
    };
    requests.push(recorded);
    const json = (status: number, data: Obj) =>
      new Response(JSON.stringify(data), {
        status,
        headers: { "Content-Type": "application/json", "Request-Id": randomId("req") },
      });
    if (opts.secretKey && recorded.authorization !== `Bearer ${opts.secretKey}`) {
      return json(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    if (failNext && failNext.times > 0) {
      const status = failNext.status;
      failNext.times--;
      return json(status, { error: { type: "api_error", message: "Something went wrong on Stripe's end." } });
    }
    const key =
      recorded.idempotencyKey && request.method === "POST" ? `${url.pathname} ${recorded.idempotencyKey}` : null;
    if (key && idempotent.has(key)) {
      const saved = idempotent.get(key)!;
      return json(saved.status, saved.body);
    }
    const res = route(request.method, url.pathname, params);
    if (key) idempotent.set(key, res);
    return json(res.status, res.body);
  }

  function subscription(id: string): Obj {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`mock: no subscription ${id}`);
    return sub;
  }

  return {
    handle,
    requests,
    customers,
    checkoutSessions,
    completeCheckout,
    /** Serves Checkout pages from this origin from now on. */
    setCheckoutOrigin(origin: string) {
      checkoutOrigin = origin;
    },
    subscriptions,
    paymentIntents,
    setupIntents,
    /** The next calls fail (the client retries once, so the default covers both tries). */
    failNextRequests(status = 500, times = 2) {
      failNext = { status, times };
    },
    subscription,
    /** A subscription object as Stripe would send it in an event (no expansions). */
    snapshot(id: string): Obj {
      return structuredClone(subscription(id));
    },
    /** Stripe.js confirmed the card for a subscription's first invoice. */
    succeedPayment(paymentIntentId: string) {
      const pi = paymentIntents.get(paymentIntentId);
      if (!pi) throw new Error(`mock: no payment intent ${paymentIntentId}`);
      pi.status = "succeeded";
      pi.amount_received = pi.amount;
      pi.payment_method = randomId("pm");
      for (const invoice of invoices.values()) {
        if (invoice._payment_intent !== pi.id) continue;
        Object.assign(invoice, { status: "paid", amount_paid: invoice.amount_due, amount_remaining: 0 });
        const sub = subscriptions.get(invoice.parent.subscription_details.subscription);
        if (sub && sub.status === "incomplete")
          Object.assign(sub, { status: "active", default_payment_method: pi.payment_method });
      }
    },
    /** Stripe.js confirmed the card of a trial's pending setup intent. */
    succeedSetup(setupIntentId: string) {
      const si = setupIntents.get(setupIntentId);
      if (!si) throw new Error(`mock: no setup intent ${setupIntentId}`);
      si.status = "succeeded";
      si.payment_method = randomId("pm");
      for (const sub of subscriptions.values()) {
        if (sub.pending_setup_intent === si.id)
          Object.assign(sub, { pending_setup_intent: null, default_payment_method: si.payment_method });
      }
    },
    /** Stripe.js reported a declined card. */
    declinePayment(paymentIntentId: string) {
      const pi = paymentIntents.get(paymentIntentId);
      if (!pi) throw new Error(`mock: no payment intent ${paymentIntentId}`);
      pi.last_payment_error = {
        type: "card_error",
        code: "card_declined",
        decline_code: "generic_decline",
        message: "Your card was declined.",
      };
    },
    /** Changes a subscription as Stripe would (portal cancel, renewal failure, ...). */
    update(id: string, patch: Obj) {
      Object.assign(subscription(id), patch);
    },
    /** The payment intent behind a client secret. */
    intentIdFromSecret(clientSecret: string): string {
      return clientSecret.split("_secret_")[0];
    },
    /** A payment intent belonging to someone else's customer. */
    foreignPaymentIntent(): Obj {
      const id = randomId("cus");
      customers.set(id, { id, object: "customer", email: "someone-else@example.com", metadata: {} });
      const pi = newPaymentIntent(id, 499);
      pi.status = "succeeded";
      return pi;
    },
  };
}

export type StripeMock = ReturnType<typeof createStripeMock>;

/** An event envelope as Stripe sends it to a webhook endpoint. */
export function stripeEvent(type: string, object: Obj, previous?: Obj): Obj {
  return {
    id: randomId("evt"),
    object: "event",
    api_version: MOCK_STRIPE_API_VERSION,
    created: now(),
    data: { object, ...(previous ? { previous_attributes: previous } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}
