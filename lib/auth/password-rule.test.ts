import { describe, expect, it } from "vitest";
import { z } from "zod";
import { validationError } from "../core/validation";
import { newPassword, passwordNotEmail } from "./password-rule";

const signUp = z.object({ email: z.string(), password: newPassword }).superRefine(passwordNotEmail);
const email = "yasmine.alaoui@example.com";
/** The 422's errors for `password`, in `language`; undefined when it is accepted. */
function refusal(password: string, language = "en") {
  const parsed = signUp.safeParse({ email, password });
  return parsed.success ? undefined : validationError(parsed.error.issues, language).errors;
}

describe("a new password", () => {
  it("has at least 8 characters, counted as a reader counts them", () => {
    expect(refusal("kq7#vbz")).toEqual({ password: ["The password must be at least 8 characters."] });
    expect(refusal("kq7#vbzx")).toBeUndefined();
    // Four emoji are 8 UTF-16 units but 4 characters.
    expect(refusal("🐢🐢🐢🐢")).toEqual({ password: ["The password must be at least 8 characters."] });
    expect(refusal("🐢🐢🐢🐢🐢🐢🐢🐢")).toBeUndefined();
  });

  it("may be long: a passphrase of 64 characters and more is welcome, up to 200", () => {
    expect(refusal("correct horse battery staple ".repeat(3))).toBeUndefined();
    expect(refusal("abcdefghij".repeat(20))).toBeUndefined();
    expect(refusal("a".repeat(201))).toHaveProperty("password");
  });

  it("is not spaces only, of whatever kind, in the reader's language", () => {
    for (const blank of [" ".repeat(8), " ".repeat(30), "\t".repeat(8), "\u00a0".repeat(8), "\u3000".repeat(8)]) {
      expect(refusal(blank), JSON.stringify(blank)).toEqual({ password: ["The password must not be only spaces."] });
    }
    expect(refusal(" ".repeat(8), "fr")).toEqual({ password: ["Le mot de passe ne doit pas être fait que d'espaces."] });
    expect(refusal("   plum kettle   ")).toBeUndefined();
  });

  it("is none of the most common passwords, whatever their case", () => {
    for (const common of ["password", "password123", "12345678", "PassWord123", "iloveyou", "azerty123", "motdepasse"]) {
      expect(refusal(common), common).toEqual({ password: ["This password is too common: choose one that is harder to guess."] });
    }
    expect(refusal("plum-kettle-harbour")).toBeUndefined();
  });

  it("is neither the e-mail address nor the name before its @", () => {
    const message = ["The password must not be your e-mail address, nor the name before its @."];
    expect(refusal(email)).toEqual({ password: message });
    expect(refusal("Yasmine.Alaoui")).toEqual({ password: message });
    expect(refusal("yasmine.alaoui1")).toBeUndefined();
  });

  it("is refused in the store's language", () => {
    expect(refusal("password1", "fr")).toEqual({ password: ["Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner."] });
    expect(refusal("short", "ar")).toEqual({ password: ["يجب أن تتكون كلمة المرور من 8 أحرف على الأقل."] });
    expect(refusal("yasmine.alaoui", "fr")).toEqual({ password: ["Le mot de passe ne doit pas être votre adresse e-mail, ni le nom avant son @."] });
  });
});
