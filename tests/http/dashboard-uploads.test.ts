import { describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { nextAuthSignIn, cookiesOf } from "../support/dashboard-sign-in";
import { call, post } from "../support/http";
import { mp4 } from "../support/media-files";
import { MiB, streamFile } from "../support/uploads";

// The dashboard uploads through its forwarder (/dashboard-api/save-video) with its session's
// cookie. Through Next a body is read whole and cut past 10 MB; the door dispatches these uploads
// itself (scripts/serve.ts), so a video the API takes (MAX_VIDEO_MB) arrives whole.

/** A dashboard session of the demo owner, signed in through next-auth's credentials form. */
async function dashboardSession(): Promise<string> {
  const session = cookiesOf(await nextAuthSignIn({ email: "owner@example.com", password: "password" }));
  expect(session).toContain("next-auth.session-token=");
  return session;
}

describe("the dashboard's uploads", () => {
  it("take a 12 MB video with the session's cookie, past Next's 10 MB cut", { timeout: 60_000 }, async () => {
    const cookie = await dashboardSession();
    const reply = await streamFile(
      "/dashboard-api/save-video",
      { cookie, "sec-fetch-site": "same-origin" },
      { head: mp4(0), size: 12 * MiB, name: "clip.mp4" },
      () => {},
    );
    expect(reply.status, reply.text).toBe(200);
    const [row] = await sql<{ size: number; store: string }>(
      "SELECT u.size, s.subdomain AS store FROM uploads u JOIN stores s ON s.id = u.store_id WHERE u.id = $1",
      [reply.json.id],
    );
    expect(row).toEqual({ size: 12 * MiB, store: "demo" });
    expect(
      (await call("DELETE", `/dashboard-api/media/${reply.json.id}`, { host: "localhost", headers: { cookie, "sec-fetch-site": "same-origin" } })).status,
    ).toBe(200);
  });

  it("refuse an upload from another site's page, and one without a session", async () => {
    const cookie = await dashboardSession();
    const crossSite = await post("/dashboard-api/save-video", {}, { host: "localhost", headers: { cookie, "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    const anonymous = await post("/dashboard-api/save-video", {}, { host: "localhost", headers: { "sec-fetch-site": "same-origin" } });
    expect(anonymous.status).toBe(401);
  });
});
