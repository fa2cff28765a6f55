import { adminRoute } from "@/lib/api/route";
import { POLICIES } from "@/lib/api/rate-limit";
import { ownerAccount } from "@/lib/owners/profile";
import { serializeOwnerStore, serializeOwnerUser } from "@/lib/owners/serialize";
import { registerStore } from "@/lib/stores/register-store";
import { registerStoreInput, registerStoreResponse } from "@/lib/stores/schemas";

export const POST = adminRoute(
  {
    auth: "none",
    summary: "Signs up: a new owner and their store on a free subdomain, signed in",
    status: 201,
    body: registerStoreInput,
    response: registerStoreResponse,
    hashesPasswords: true,
    budget: POLICIES.signUps,
  },
  async ({ body, origin }) => {
    const { owner, store, token } = await registerStore(body, { platformOrigin: origin });
    return { success: true, token, user: serializeOwnerUser(await ownerAccount(store, { owner }), origin), store: serializeOwnerStore(store, origin) };
  },
);
