// An order's delivery address as the owner ships it: written as an address, one line each, from the
// `shipping_details` the order keeps (checkout copies the contact and the place's names beside their
// ids, lib/checkout/place-order.ts), and the same lines as text for the clipboard. Pure.

export type AddressLine = { kind: "name" | "street" | "place" | "postcode" | "country" | "phone"; text: string };

const text = (value: unknown) => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "");

/** The phone as it can be dialled: a number written with its own prefix ("+212…", "06…") as it is, else after the country code. */
function phoneOf(details: Record<string, unknown>) {
  const phone = text(details.phone);
  const code = text(details.phone_code);
  if (!phone || !code || /^[+0]/.test(phone)) return phone;
  return `${code} ${phone}`;
}

/**
 * The address's lines, those the order has: name, street, district and city, postcode, country, phone.
 * District and city are joined with the comma of the reader's language (Arabic's "،").
 */
export function deliveryAddressLines(details: Record<string, unknown> | null | undefined, language = "en"): AddressLine[] {
  if (!details) return [];
  const district = text(details.state);
  const city = text(details.city);
  const lines: AddressLine[] = [
    { kind: "name", text: text(details.name) },
    { kind: "street", text: text(details.address) },
    // A city whose one district bears its name is written once.
    { kind: "place", text: [district, city].filter((part, index, all) => part && all.indexOf(part) === index).join(language === "ar" ? "، " : ", ") },
    { kind: "postcode", text: text(details.postcode ?? details.postal_code ?? details.zip_code ?? details.zip) },
    { kind: "country", text: text(details.country) },
    { kind: "phone", text: phoneOf(details) },
  ];
  return lines.filter((line) => line.text !== "");
}

/** A pickup point's lines, as an address's: its name, its address, its phone. */
export function pickupPointLines(point: { name: string; address: string; phone: string | null }): AddressLine[] {
  const lines: AddressLine[] = [
    { kind: "name", text: point.name },
    { kind: "street", text: point.address },
    { kind: "phone", text: point.phone ?? "" },
  ];
  return lines.filter((line) => line.text !== "");
}

/** The lines as the clipboard takes them, one a line. */
export const addressText = (lines: AddressLine[]) => lines.map((line) => line.text).join("\n");
