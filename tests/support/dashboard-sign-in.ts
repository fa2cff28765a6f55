import { call, type CallOptions, type Reply } from "./http";

/** The cookies an answer sets, as the browser sends them back. */
export const cookiesOf = (reply: Reply) => (reply.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]!).join("; ");

/** next-auth's credentials form, as the dashboard's sign-in page posts it; on the platform's host unless told. */
export async function nextAuthSignIn(
  fields: { email: string; password: string; callbackUrl?: string },
  opts: Pick<CallOptions, "host" | "port" | "from"> = {},
): Promise<Reply> {
  const on = { host: "localhost", ...opts };
  const csrf = await call("GET", "/auth/csrf", on);
  const form = new URLSearchParams({ csrfToken: csrf.json.csrfToken, ...fields, json: "true" });
  return call("POST", "/auth/callback/credentials", {
    ...on,
    rawBody: form.toString(),
    contentType: "application/x-www-form-urlencoded",
    headers: { cookie: cookiesOf(csrf) },
  });
}
