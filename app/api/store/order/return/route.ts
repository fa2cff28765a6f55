import { storeRoute } from "@/lib/api/route";
import { orderNotFound } from "@/lib/orders/refusals";
import { returnMessages } from "@/lib/returns/messages";
import { askReturn, returnInvalid, returnNotAllowed } from "@/lib/returns/returns";
import { returnAskedResponse, returnRequestInput } from "@/lib/returns/schemas";

// Ours, beside the contract: the shopper asks to send back delivered lines (their `can_return` is 1).
export const POST = storeRoute(
  {
    summary:
      "Ask to return delivered lines of one of the customer's orders inside the store's return window; the lines' `return_status` then reads requested (1) and the store is told",
    auth: "customer",
    status: 201,
    body: returnRequestInput,
    response: returnAskedResponse,
    refusals: [orderNotFound, returnInvalid, returnNotAllowed],
  },
  async ({ store, customer, body, origin }) => ({
    success: true,
    message: returnMessages(store.language, "asked"),
    data: await askReturn(store, { customerId: customer.id, request: body, origin }),
  }),
);
