import { z } from "zod";
import { successSchema } from "../core/envelopes";
import { recordId } from "../core/ids";
import { localizedIssue } from "../core/validation";
import { generatorMessages } from "./messages";

// POST /content-generator (../shared/spec/admin-api.md): what it takes and answers. Zod only, for
// the dashboard to import too.

/** What the copy is for: the form the system prompt asks of it. */
export const CONTENT_KINDS = ["description", "caption", "title"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const contentRequest = z
  .object({
    message: z.string().trim().min(1).max(4000).optional().meta({ description: "The owner's request; may be left out when a product_id is given" }),
    product_id: recordId.optional().meta({ description: "One of the store's products, whose name, summary, description, brand and price the prompt carries" }),
    kind: z.enum(CONTENT_KINDS).optional().meta({ description: "What the copy is for: a product description, a social caption or a product title" }),
  })
  .superRefine((input, ctx) => {
    // A product with a kind says what to write on its own ("a caption for this product"); a bare request needs its words.
    if (input.message === undefined && input.product_id === undefined)
      ctx.addIssue(localizedIssue((language) => generatorMessages(language, "messageRequired"), ["message"]));
  });
export type ContentRequest = z.output<typeof contentRequest>;

export const generatedContent = successSchema({ content: z.string() });
