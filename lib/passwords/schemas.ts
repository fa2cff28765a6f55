import { z } from "zod";
import { successMessageSchema } from "../core/envelopes";
import { MAX_PASSWORD_LENGTH, newPassword, passwordNotEmail } from "../auth/password-rule";

// The password routes' input and answers, on both surfaces. A new password follows the sign-up's
// rule (lib/auth/password-rule.ts) and is typed twice. Browser-safe: the forms share them.

/** A shopper's reset code: digits, easy to type from an e-mail on a phone. */
export const CODE_DIGITS = 6;

const email = z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(191));
const confirmed = (input: { password: string; password_confirmation: string }) => input.password === input.password_confirmation;
const confirmation = { path: ["password_confirmation"], message: "Does not match the password" };

export const forgotPasswordInput = z.object({ email });

export const resetCustomerPasswordInput = z
  .object({
    email,
    code: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${CODE_DIGITS}}$`)),
    password: newPassword,
    password_confirmation: z.string(),
  })
  .superRefine(passwordNotEmail)
  .refine(confirmed, confirmation);

export const resetOwnerPasswordInput = z
  .object({ token: z.string().min(1).max(200), password: newPassword, password_confirmation: z.string() })
  .refine(confirmed, confirmation);

export const changePasswordInput = z
  .object({ current_password: z.string().min(1).max(MAX_PASSWORD_LENGTH), password: newPassword, password_confirmation: z.string() })
  .refine(confirmed, confirmation);

export type ResetCustomerPasswordInput = z.infer<typeof resetCustomerPasswordInput>;
export type ResetOwnerPasswordInput = z.infer<typeof resetOwnerPasswordInput>;
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** Every password route's answer: what happened, in words. */
export const passwordAnswer = successMessageSchema;
