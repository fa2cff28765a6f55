import { afterEach, describe, expect, it, vi } from "vitest";
import { reloadEnv } from "../env";
import { publicUrl, readStoredFile } from "./storage";

describe("publicUrl", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    reloadEnv();
  });

  it("is the file under /uploads/ on the host the client used", () => {
    expect(publicUrl("http://demo.localhost:3000", "stores/1/media/a-ab12.png")).toBe("http://demo.localhost:3000/uploads/stores/1/media/a-ab12.png");
    expect(publicUrl("http://demo.localhost:3000", null)).toBeNull();
    expect(publicUrl("http://demo.localhost:3000", "https://elsewhere.example/a.png")).toBe("https://elsewhere.example/a.png");
  });

  it("is the file under S3_PUBLIC_URL when the bucket's objects are public there", () => {
    for (const base of ["https://cdn.example/media", "https://cdn.example/media/"]) {
      vi.stubEnv("S3_PUBLIC_URL", base);
      reloadEnv();
      expect(publicUrl("http://demo.localhost:3000", "stores/1/media/a-ab12.png")).toBe("https://cdn.example/media/stores/1/media/a-ab12.png");
    }
  });
});

describe("readStoredFile", () => {
  it("serves nothing but what saveFile writes: no way out of the stores' folders", async () => {
    for (const relative of ["../app-secret", "stores/1/../../app-secret", "pg/PG_VERSION", "stores/1/media/.hidden.png", "stores/1/media/a.exe"]) {
      expect(await readStoredFile(relative), relative).toBeUndefined();
    }
  });
});
