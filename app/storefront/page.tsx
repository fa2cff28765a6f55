import { notFound } from "next/navigation";
import { StoreHeader } from "@/components/store-header";
import { serializeStoreInfo } from "@/lib/stores/settings";
import { currentStore } from "@/lib/tenancy/current-store";

export default async function StoreHome() {
  const store = await currentStore();
  if (!store) notFound();
  // Same-origin page: image paths stay relative to whatever host the shopper used.
  const info = serializeStoreInfo(store, "");
  return (
    <main>
      <StoreHeader info={info} />
    </main>
  );
}
