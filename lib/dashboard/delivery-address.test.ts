import { describe, expect, it } from "vitest";
import { addressText, deliveryAddressLines, pickupPointLines } from "./delivery-address";

describe("deliveryAddressLines: an order's delivery address written as an address", () => {
  it("writes name, street, district and city, country and phone on their own lines, as checkout keeps them", () => {
    const lines = deliveryAddressLines({
      name: "Salma Idrissi",
      email: "salma@example.com",
      phone: "0612345678",
      phone_code: "+212",
      address: "12 rue Ibn Battouta",
      country_id: 1,
      state_id: 7,
      state: "Maarif",
      city: "Casablanca",
      country: "Morocco",
      country_code: "MA",
      method: "Home delivery",
    });
    expect(lines.map((line) => line.kind)).toEqual(["name", "street", "place", "country", "phone"]);
    expect(addressText(lines)).toBe("Salma Idrissi\n12 rue Ibn Battouta\nMaarif, Casablanca\nMorocco\n0612345678");
  });

  it("puts the country code before a phone written without a prefix, and a postcode on its own line", () => {
    const lines = deliveryAddressLines({ name: "Ann", phone: "5550100", phone_code: "+1", city: "Austin", state: "Austin", postcode: "73301" });
    expect(addressText(lines)).toBe("Ann\nAustin\n73301\n+1 5550100");
  });

  it("joins district and city with the reader's comma: Arabic's", () => {
    const lines = deliveryAddressLines({ state: "الدار البيضاء", city: "الدار البيضاء سطات" }, "ar");
    expect(addressText(lines)).toBe("الدار البيضاء، الدار البيضاء سطات");
  });

  it("writes a pickup point as an address: name, address, phone when it has one", () => {
    expect(addressText(pickupPointLines({ name: "Atelier", address: "3 Rue des Tanneurs", phone: null }))).toBe("Atelier\n3 Rue des Tanneurs");
  });

  it("writes nothing for an order without an address", () => {
    expect(deliveryAddressLines(null)).toEqual([]);
    expect(deliveryAddressLines({ method: "Home delivery", address: null })).toEqual([]);
  });
});
