"use client";

import { shellMessages } from "@/lib/dashboard/messages/shell";
import { useMessages } from "../language";
import { PageHeader } from "../ui/layout";
import { CountriesSection } from "./countries";
import { PickupPointsSection } from "./pickup-points";
import { ZonesSection } from "./zones";

export function ShippingScreen() {
  const ts = useMessages(shellMessages);
  return (
    <div className="space-y-4">
      <PageHeader title={ts("shipping")} />
      <ZonesSection />
      <PickupPointsSection />
      <CountriesSection />
    </div>
  );
}
