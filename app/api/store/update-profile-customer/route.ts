import { storeRoute } from "@/lib/api/route";
import { MAX_PROFILE_IMAGE_BYTES, updateProfile, updateProfileInput } from "@/lib/customers/update-profile";
import { serializeCustomerWithPhone, updateProfileResponse } from "@/lib/customers/serialize";

export const POST = storeRoute(
  {
    summary: "Update the customer's name, phone, e-mail and picture (JSON or multipart)",
    auth: "customer",
    body: updateProfileInput,
    multipart: true,
    maxBodyBytes: MAX_PROFILE_IMAGE_BYTES + 64 * 1024,
    response: updateProfileResponse,
  },
  async ({ store, customer, body, origin }) => ({
    success: true,
    customer: serializeCustomerWithPhone(await updateProfile(store, customer.id, body), origin),
  }),
);
