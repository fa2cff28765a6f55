import { afterEach, describe, expect, it } from "vitest";
import { reloadEnv } from "./env";

describe("settings", () => {
  // The unit tests run without these; set to nothing is unset.
  afterEach(() => reloadEnv({ FACEBOOK_APP_ID: "", FACEBOOK_APP_SECRET: "", OPENAI_API_KEY: "" }));

  it("FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are set together or not at all; set to nothing is unset", () => {
    expect(() => reloadEnv({ FACEBOOK_APP_ID: "1234567890", FACEBOOK_APP_SECRET: "" })).toThrow(/FACEBOOK_APP_SECRET: FACEBOOK_APP_ID and FACEBOOK_APP_SECRET/);
    expect(() => reloadEnv({ FACEBOOK_APP_ID: "", FACEBOOK_APP_SECRET: "secret" })).toThrow(/set together/);
    expect(reloadEnv({ FACEBOOK_APP_ID: "1234567890", FACEBOOK_APP_SECRET: "secret" })).toMatchObject({ FACEBOOK_APP_ID: "1234567890" });
    const unset = reloadEnv({ FACEBOOK_APP_ID: "", FACEBOOK_APP_SECRET: "", OPENAI_API_KEY: "" });
    expect([unset.FACEBOOK_APP_ID, unset.FACEBOOK_APP_SECRET, unset.OPENAI_API_KEY]).toEqual([undefined, undefined, undefined]);
  });
});
