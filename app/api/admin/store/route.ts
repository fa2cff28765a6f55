import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { defaultCurrencyLocked } from "@/lib/stores/currencies";
import { storeSettings, updateStoreSettings } from "@/lib/stores/manage-store";
import { storeSettingsPatch, storeSettingsResponse } from "@/lib/stores/schemas";

export const GET = adminRoute({ permission: "settings", summary: "The store's settings", response: storeSettingsResponse }, async ({ store, origin }) =>
  success(await storeSettings(store, { platformOrigin: origin })),
);

export const PUT = adminRoute(
  {
    permission: "settings",
    summary: "Changes the settings sent, and only those",
    body: storeSettingsPatch,
    response: storeSettingsResponse,
    refusals: [defaultCurrencyLocked],
  },
  async ({ store, body, origin }) => success(await updateStoreSettings(store, { patch: body, platformOrigin: origin })),
);
