import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freeUdpPort, startFakeDns, type FakeDns } from "../../tests/support/fake-dns";
import { reloadEnv } from "../env";
import { lookUpToken, verificationName } from "./dns";

// The TXT lookup against the resolvers of DNS_SERVERS: here a DNS server of the test's own.

let dns: FakeDns;

beforeAll(async () => {
  dns = await startFakeDns();
  reloadEnv({ DNS_SERVERS: ` 127.0.0.1:${dns.port} `, DNS_TIMEOUT_MS: "200" });
});

afterAll(async () => {
  reloadEnv({ DNS_SERVERS: "", DNS_TIMEOUT_MS: "" });
  await dns.close();
});

describe("a custom domain's TXT record", () => {
  it("is looked up at _commerce-verify.{domain}, and the token found among other records", async () => {
    expect(verificationName("shop.example")).toBe("_commerce-verify.shop.example");
    dns.txt.set("_commerce-verify.shop.example", ["google-site-verification=abc", "0123456789abcdef"]);
    expect(await lookUpToken("shop.example", "0123456789abcdef")).toBe("verified");
    expect(await lookUpToken("shop.example", "fedcba9876543210")).toBe("mismatch");
  });

  it("counts a record split in 255-byte strings whole", async () => {
    const long = "t".repeat(300);
    dns.txt.set("_commerce-verify.long.example", [long]);
    expect(await lookUpToken("long.example", long)).toBe("verified");
    expect(await lookUpToken("long.example", long.slice(0, 255))).toBe("mismatch");
  });

  it("is missing when the name has no TXT record or does not exist", async () => {
    dns.a.set("_commerce-verify.a-only.example", "127.0.0.1");
    expect(await lookUpToken("a-only.example", "x")).toBe("missing");
    expect(await lookUpToken("nowhere.example", "x")).toBe("missing");
  });

  it("proves nothing when the resolver does not answer", async () => {
    reloadEnv({ DNS_SERVERS: `127.0.0.1:${await freeUdpPort()}` });
    try {
      expect(await lookUpToken("shop.example", "0123456789abcdef")).toBe("unreachable");
    } finally {
      reloadEnv({ DNS_SERVERS: `127.0.0.1:${dns.port}` });
    }
  });
});
