import { z } from "zod";
import { MAX_PASSWORD_LENGTH } from "../auth/password-rule";
import { successSchema } from "../core/envelopes";
import { loginResponse, ownerUser } from "../owners/schemas";

// The two-factor routes' inputs and answers. A code is a TOTP code (six digits) or a recovery code
// (`xxxxx-xxxxx`), told apart by the domain.

const code = z.string().trim().min(1).max(40);
const challenge = z.string().min(1).max(200);

export const codeInput = z.object({ code });
export const challengeInput = z.object({ challenge });
export const challengeCodeInput = z.object({ challenge, code });
/** Turning it off: the password, or a code of either kind. */
export const turnOffInput = z
  .object({ password: z.string().min(1).max(MAX_PASSWORD_LENGTH).optional(), code: code.optional() })
  .refine((input) => input.password || input.code, { message: "Give your password or a code.", path: ["password"] });
export const staffRequirementInput = z.object({ required: z.boolean() });

export const twoFactorStatusRecord = z.strictObject({
  enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
  /** The store's rule applies to this account (it is not the owner's). */
  required: z.boolean(),
  store_requires_for_staff: z.boolean(),
  can_change_store_rule: z.boolean(),
});
export const twoFactorSetupRecord = z.strictObject({ secret: z.string(), otpauth_uri: z.string(), qr_svg: z.string() });
const recoveryCodes = z.array(z.string());

export const twoFactorStatusResponse = successSchema({ data: twoFactorStatusRecord });
export const twoFactorSetupResponse = successSchema({ data: twoFactorSetupRecord });
export const recoveryCodesResponse = successSchema({ data: z.strictObject({ recovery_codes: recoveryCodes }) });

/** `/login`'s answers: the token, or the second step it asks for. */
export const loginOrChallengeResponse = z.union([
  loginResponse,
  successSchema({ two_factor_required: z.literal(true), challenge }),
  successSchema({ two_factor_setup_required: z.literal(true), challenge }),
]);
/** Enrolment at sign-in answers as `/login` does, with the recovery codes. */
export const enrolledResponse = successSchema({ token: z.string(), user: ownerUser, recovery_codes: recoveryCodes });

export type TwoFactorStatus = z.infer<typeof twoFactorStatusRecord>;
export type TwoFactorSetup = z.infer<typeof twoFactorSetupRecord>;
