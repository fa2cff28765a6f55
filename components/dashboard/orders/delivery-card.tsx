"use client";

import { useEffect, useState } from "react";
import { addressText, deliveryAddressLines, pickupPointLines, type AddressLine } from "@/lib/dashboard/delivery-address";
import { orderMessages } from "@/lib/dashboard/messages/orders";
import { useLanguage, useMessages } from "../language";
import { Button } from "../ui/buttons";
import { Card } from "../ui/layout";

type Place = Record<string, unknown> | null;
type PickupPoint = { name: string; address: string; phone: string | null } | null;

/**
 * Where the order goes, written as the owner copies it onto a parcel: the delivery address a line
 * each (or the pickup point), with a "Copy address" button. The customer's words are isolated
 * (<bdi>), so that a Latin street or a phone number reads right inside the Arabic page.
 */
export function DeliveryCard({ shipping, billing, pickupPoint }: { shipping: Place; billing: Place; pickupPoint: PickupPoint }) {
  const t = useMessages(orderMessages);
  const language = useLanguage();
  const lines: AddressLine[] = pickupPoint ? pickupPointLines(pickupPoint) : deliveryAddressLines(shipping ?? billing, language);
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  useEffect(() => {
    if (copied !== "copied") return;
    const timer = setTimeout(() => setCopied(null), 4000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () =>
    // The clipboard is there only in secure contexts (HTTPS, localhost): elsewhere the owner is told to copy by hand.
    (navigator.clipboard?.writeText(addressText(lines)) ?? Promise.reject(new Error("no clipboard"))).then(
      () => setCopied("copied"),
      () => setCopied("failed"),
    );

  return (
    <Card title={pickupPoint ? t("pickupPoint") : t("shippingAddress")}>
      {lines.length ? (
        <>
          <address className="text-sm not-italic" data-testid="delivery-address">
            {lines.map((line) => (
              <span key={line.kind} className={`block ${line.kind === "name" ? "font-medium" : ""}`}>
                {line.kind === "phone" ? <bdi dir="ltr">{line.text}</bdi> : <bdi>{line.text}</bdi>}
              </span>
            ))}
          </address>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Button variant="secondary" onClick={() => void copy()}>
              {t("copyAddress")}
            </Button>
            <span aria-live="polite" className={`text-sm ${copied === "failed" ? "text-red-700" : "text-green-700"}`}>
              {copied === "copied" ? t("addressCopied") : copied === "failed" ? t("copyFailed") : ""}
            </span>
          </div>
        </>
      ) : null}
    </Card>
  );
}
