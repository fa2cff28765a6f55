import { z } from "zod";

// The payment methods a shopper can choose, as the contract shows them.
export const paymentMethodRecord = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  instruction: z.string(),
});
export const activePaymentMethodsResponse = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({ data: z.array(paymentMethodRecord) }),
});
