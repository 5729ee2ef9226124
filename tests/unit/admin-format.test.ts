import { describe, expect, it } from "vitest";
import { replyHref, subjectLabel } from "~/components/admin/contact-messages";
import { formatDateTime, formatMonthDay } from "~/components/admin/format";

describe("admin formatting", () => {
  it("writes message dates as 'month day, year at time' and join dates as 'month day'", () => {
    expect(formatDateTime("2026-11-22T13:05:00.000Z", "UTC")).toBe("November 22, 2026 at 1:05 PM");
    expect(formatDateTime("2026-01-03T00:30:00.000Z", "UTC")).toBe("January 3, 2026 at 12:30 AM");
    expect(formatDateTime("2026-01-03T00:30:00.000Z", "America/New_York")).toBe("January 2, 2026 at 7:30 PM");
    expect(formatMonthDay("2026-07-04T23:59:00.000Z", "UTC")).toBe("July 4");
  });

  it("prefills the reply subject with the topic's label", () => {
    expect(subjectLabel("technical")).toBe("Technical Support");
    expect(replyHref({ email: "jo+shop@example.com", subject: "partnership" })).toBe(
      "mailto:jo%2Bshop@example.com?subject=Re%3A%20Partnership%20Inquiry",
    );
  });
});
