import { adminRoute } from "@/lib/api/route";
import { defaultCurrencyLocked } from "@/lib/stores/currencies";
import { storeSettings, updateStoreSettings } from "@/lib/stores/manage-store";
import { storeSettingsPatch, storeSettingsResponse } from "@/lib/stores/schemas";

export const GET = adminRoute({ summary: "The store's settings", response: storeSettingsResponse }, ({ store, origin }) =>
  storeSettings(store, { platformOrigin: origin }),
);

export const PUT = adminRoute(
  { summary: "Changes the settings sent, and only those", body: storeSettingsPatch, response: storeSettingsResponse, refusals: [defaultCurrencyLocked] },
  ({ store, body, origin }) => updateStoreSettings(store, { patch: body, platformOrigin: origin }),
);
