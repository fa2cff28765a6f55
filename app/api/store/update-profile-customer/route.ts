import { storeRoute } from "@/lib/api/route";
import { updateProfileInput, updateProfileResponse } from "@/lib/customers/schemas";
import { serializeCustomerWithPhone } from "@/lib/customers/serialize";
import { MAX_PROFILE_IMAGE_BYTES, updateProfile } from "@/lib/customers/update-profile";

export const POST = storeRoute(
  {
    summary: "Update the customer's name, phone, e-mail and picture (JSON or multipart)",
    auth: "customer",
    body: updateProfileInput,
    accepts: ["json", "multipart"],
    maxBodyBytes: MAX_PROFILE_IMAGE_BYTES + 64 * 1024,
    response: updateProfileResponse,
  },
  async ({ store, customer, body, origin }) => ({
    success: true,
    customer: serializeCustomerWithPhone(await updateProfile(store, { customerId: customer.id, profile: body }), origin),
  }),
);
