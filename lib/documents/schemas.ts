import { z } from "zod";
import { recordId } from "../core/ids";

/** The orders whose packing slips print together, in this order. */
export const packingSlipsInput = z.object({ ids: z.array(recordId).min(1).max(100) });
