import { textAnswer } from "@/lib/api/answer";
import { storeRoute } from "@/lib/api/route";
import { receiveCmiResult } from "@/lib/payments/confirmations";
import { signedFields } from "@/lib/payments/schemas";

export const POST = storeRoute(
  {
    summary:
      "CMI's callback (form-urlencoded, signed with the store key): answers `ACTION=POSTAUTH` in plain text to capture an approved payment, `FAILURE` otherwise",
    accepts: ["form"],
    body: signedFields,
  },
  async ({ store, body }) => textAnswer((await receiveCmiResult(store, body)).capture ? "ACTION=POSTAUTH" : "FAILURE"),
);
