import { z } from "zod";
import { storeRoute } from "@/lib/api/route";
import { unsubscribeMessages } from "@/lib/cart/abandoned-messages";
import { successMessageSchema } from "@/lib/core/envelopes";
import { unsubscribeCustomer, unsubscribeRefused } from "@/lib/customers/marketing-consent";

// Ours: the one-click unsubscribe of mail clients (RFC 8058), the URL of a marketing e-mail's
// List-Unsubscribe header. The client POSTs `List-Unsubscribe=One-Click` as a form, with no
// cookie and no sign-in: the signed token in the address is the whole proof.
export const POST = storeRoute(
  {
    summary: "Unsubscribes the customer the signed token names from the store's marketing e-mails (a mail client's one-click unsubscribe, RFC 8058)",
    query: z.object({ token: z.string().min(1).max(512) }),
    body: z.object({ "List-Unsubscribe": z.literal("One-Click").optional() }),
    accepts: ["form", "json"],
    response: successMessageSchema,
    refusals: [unsubscribeRefused],
  },
  async ({ store, query }) => {
    const t = (key: "title" | "invalidTitle") => unsubscribeMessages(store.language, key, { store: store.name });
    if (!(await unsubscribeCustomer(store, { token: query.token }))) throw unsubscribeRefused.error(t("invalidTitle"));
    return { success: true, message: t("title") };
  },
);
