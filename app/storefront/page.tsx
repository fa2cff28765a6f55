import { notFound } from "next/navigation";
import { currentStore } from "@/lib/tenancy/current-store";

export default async function StoreHome() {
  const store = await currentStore();
  if (!store) notFound();
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-semibold">{store.name}</h1>
      <p className="mt-2 text-gray-600">{store.address}</p>
    </main>
  );
}
