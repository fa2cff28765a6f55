import { z } from "zod";
import { MAX_PASSWORD_LENGTH } from "./password-rule";

export const loginInput = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});

export type LoginInput = z.infer<typeof loginInput>;
