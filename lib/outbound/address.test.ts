import { describe, expect, it } from "vitest";
import { isPrivateAddress, resolvePublic, urlProblem } from "./address";

describe("isPrivateAddress", () => {
  it.each(["127.0.0.1", "10.1.2.3", "172.20.0.1", "192.168.1.1", "169.254.169.254", "0.0.0.0", "::1", "fd00::1", "fe80::1", "::ffff:127.0.0.1"])(
    "refuses %s",
    (address) => {
      expect(isPrivateAddress(address)).toBe(true);
    },
  );
  it.each(["8.8.8.8", "172.32.0.1", "2606:4700::1111", "::ffff:1.1.1.1"])("allows %s", (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe("urlProblem and resolvePublic", () => {
  const picture = { allowPrivate: false, httpAllowed: true };
  it("refuses loopback and private hosts by their form, and plain http where only https is allowed", () => {
    expect(urlProblem(new URL("http://127.0.0.1/a.jpg"), picture)).toBe("privateAddress");
    expect(urlProblem(new URL("http://shop.localhost/a.jpg"), picture)).toBe("privateAddress");
    expect(urlProblem(new URL("http://[::1]/a.jpg"), picture)).toBe("privateAddress");
    expect(urlProblem(new URL("http://shop.example/a.jpg"), picture)).toBeNull();
    expect(urlProblem(new URL("http://shop.example/hook"), { allowPrivate: false })).toBe("https");
    expect(urlProblem(new URL("http://127.0.0.1/hook"), { allowPrivate: true })).toBeNull();
  });
  it("refuses a public-looking address that is private once resolved", async () => {
    expect(await resolvePublic(new URL("http://169.254.169.254/latest/meta-data"), picture)).toEqual({ problem: "privateAddress" });
    expect(await resolvePublic(new URL("http://10.0.0.5/a.jpg"), picture)).toEqual({ problem: "privateAddress" });
  });
});
