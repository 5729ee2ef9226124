// After every test, the Worker's work after its answers (waitUntil) has finished:
// nothing a test started still writes to D1, KV or the cache during the next one.
import { afterEach } from "vitest";
import { settleOpenRequests } from "./support/open-requests";

afterEach(settleOpenRequests);
