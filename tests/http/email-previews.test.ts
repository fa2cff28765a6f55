import { describe, expect, it, onTestFinished } from "vitest";
import { EMAIL_PREVIEWS } from "../../lib/notifications/schemas";
import { sql } from "../support/database";
import { asOwner, signInOwners } from "../support/owner-calls";

// GET /email-previews and /email-previews/page: every e-mail the store sends, written by the same
// functions as the real ones from a sample order of the store's products, in its language.

describe("GET /email-previews", () => {
  it("writes every e-mail the store sends, its subject, text and HTML, from the store's own products", async () => {
    const { demo } = await signInOwners();
    const [product] = await sql<{ name: string }>(
      "SELECT p.name FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'demo' AND p.status = 1 ORDER BY p.id LIMIT 1",
    );
    for (const template of EMAIL_PREVIEWS) {
      const reply = await asOwner(demo, "GET", `/api/email-previews?template=${template}`);
      expect(reply.status, `${template}: ${reply.text}`).toBe(200);
      const { subject, text, html } = reply.json.data;
      expect(subject.length, template).toBeGreaterThan(5);
      expect(html).toContain("Atlas Home &amp; Style");
      expect(html).toContain(subject.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
      // The logo is in the page itself: a preview has no attachments to point at.
      expect(html).toMatch(/<img[^>]+src="data:image\//);
      // Those about an order's items list them (a refund tells of its amount, the account e-mails of no order).
      if (!["refund", "customerResetCode", "ownerResetLink", "staffInvitation"].includes(template)) expect(text, template).toContain(product!.name);
    }
    expect((await asOwner(demo, "GET", "/api/email-previews?template=nothing")).status).toBe(422);
  });

  it("in the store's language, right to left in Arabic", async () => {
    const { demo } = await signInOwners();
    onTestFinished(async () => {
      await sql("UPDATE stores SET language = 'en' WHERE subdomain = 'demo'");
    });
    await sql("UPDATE stores SET language = 'ar' WHERE subdomain = 'demo'");
    const reply = await asOwner(demo, "GET", "/api/email-previews?template=orderShipped");
    expect(reply.json.data.subject).toMatch(/^تم شحن طلبك ORD-\d{4}-001001$/);
    expect(reply.json.data.html).toMatch(/<html[^>]* dir="rtl"/);
  });

  it("gives the HTML alone as a page to frame, where nothing runs", async () => {
    const { demo } = await signInOwners();
    const reply = await asOwner(demo, "GET", "/api/email-previews/page?template=refund");
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(reply.headers["content-security-policy"]).toContain("sandbox");
    expect(reply.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(reply.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(reply.text).toMatch(/^<!DOCTYPE html/i);
  });
});
