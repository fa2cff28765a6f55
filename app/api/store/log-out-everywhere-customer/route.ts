import { storeRoute } from "@/lib/api/route";
import { logOutCustomerEverywhere } from "@/lib/passwords/customer-passwords";
import { passwordAnswer } from "@/lib/passwords/schemas";

export const POST = storeRoute(
  { summary: "Signs the customer out everywhere: every token of theirs is revoked, this one included", auth: "customer", response: passwordAnswer },
  async ({ store, customer }) => ({ success: true, message: await logOutCustomerEverywhere(store, { customer }) }),
);
