// The carriers an owner ships with, and each one's public tracking page for a parcel's number.
// "other" has none: the shopper is given the number alone. Browser-safe: the dashboard's list.

export const CARRIERS = {
  amana: { name: "Amana", tracking: "https://bam-tracking.barid.ma/Tracking/Search?trackingCode=" },
  ctm: { name: "CTM Messagerie", tracking: "https://www.ctm.ma/messagerie/suivi-colis?code=" },
  aramex: { name: "Aramex", tracking: "https://www.aramex.com/track/results?ShipmentNumber=" },
  dhl: { name: "DHL", tracking: "https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=" },
  other: { name: "Other", tracking: null },
} as const satisfies Record<string, { name: string; tracking: string | null }>;

export type Carrier = keyof typeof CARRIERS;
export const CARRIER_IDS = Object.keys(CARRIERS) as [Carrier, ...Carrier[]];

/** The carrier's page for the parcel, or null for a carrier without one (or an unknown one, kept from before). */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  const known = carrier && carrier in CARRIERS ? CARRIERS[carrier as Carrier] : null;
  return known?.tracking && trackingNumber ? known.tracking + encodeURIComponent(trackingNumber) : null;
}

/** The carrier's name as the shopper reads it. */
export const carrierName = (carrier: string | null) => (carrier && carrier in CARRIERS ? CARRIERS[carrier as Carrier].name : (carrier ?? ""));
