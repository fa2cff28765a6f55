// Product reviews: shoppers passing by, and the store's customers reviewing what they received.
import type { Prisma } from "../db/generated/client";
import { rng, type Rng } from "./random";
import { DAY_MS, HOUR_MS } from "./time";

const AUTHORS = [
  "Karim B.",
  "Nadia O.",
  "Julien M.",
  "Imane T.",
  "Omar Z.",
  "Claire D.",
  "Hamza A.",
  "Leila S.",
  "Mehdi K.",
  "Sophie L.",
  "Youssef R.",
  "Amina H.",
  "Tom W.",
  "Zineb F.",
  "Ines G.",
  "Rachid E.",
];

// Skewed high, as real shop reviews are.
const RATINGS = [5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 3, 2, 1] as const;

const COMMENTS: Record<number, readonly string[]> = {
  5: [
    "Beautiful craftsmanship, even nicer than in the photos.",
    "Exactly as described and very well packed. I will order again.",
    "A real piece of Morocco in my living room. Guests always ask where it comes from.",
    "Superb quality, you can see it is handmade. Fast delivery too.",
    "Bought it as a gift and my mother loved it.",
    "Perfect. The colors are warm and the finish is flawless.",
  ],
  4: [
    "Very nice quality. Delivery took a day longer than announced.",
    "Lovely piece, slightly smaller than I imagined but still beautiful.",
    "Good value for a handmade item. The courier called before coming, appreciated.",
    "Pretty and solid. One small imperfection, which is part of the charm.",
  ],
  3: ["Nice, but the color is a bit different from the picture.", "Decent quality for the price. Packaging could be better."],
  2: ["The item arrived with a small chip. Customer service offered a discount."],
  1: ["Delivery was very late and nobody answered the phone. The product itself is fine."],
};

function review(r: Rng): { rating: number; comment: string } {
  const rating = r.pick(RATINGS);
  return { rating, comment: r.pick(COMMENTS[rating] ?? COMMENTS[5] ?? []) };
}

export interface ReviewedProduct {
  id: number;
  createdAt: Date;
}

export interface ReceivedLine {
  productId: number;
  customerId: number;
  customerName: string;
  deliveredAt: Date;
}

/**
 * `count` reviews by passing shoppers, spread evenly over the products and in time after each
 * product's creation, plus one review by the customer of the first line of each delivered order.
 */
export function reviewRows(opts: {
  storeId: number;
  seed: string;
  count: number;
  products: ReviewedProduct[];
  received: ReceivedLine[];
  now: Date;
}): Prisma.ReviewCreateManyInput[] {
  const r = rng(`reviews:${opts.seed}`);
  const rows: Prisma.ReviewCreateManyInput[] = [];
  for (let k = 0; k < opts.count && opts.products.length > 0; k++) {
    const product = opts.products[k % opts.products.length];
    if (!product) continue;
    const ageDays = (opts.now.getTime() - product.createdAt.getTime()) / DAY_MS;
    const daysAgo = Math.max(0.5, ageDays * (0.1 + 0.8 * r.next()));
    rows.push({
      storeId: opts.storeId,
      productId: product.id,
      authorName: r.pick(AUTHORS),
      ...review(r),
      createdAt: new Date(opts.now.getTime() - daysAgo * DAY_MS),
    });
  }
  // A shopper reviews a product once, however many times they bought it.
  const reviewed = new Set<string>();
  for (const line of opts.received) {
    const key = `${line.productId}:${line.customerId}`;
    if (reviewed.has(key)) continue;
    reviewed.add(key);
    const { rating, comment } = review(r);
    rows.push({
      storeId: opts.storeId,
      productId: line.productId,
      customerId: line.customerId,
      authorName: line.customerName,
      // Customers who took the trouble to write mostly liked what they got.
      rating: Math.max(rating, 4),
      comment: rating >= 4 ? comment : r.pick(COMMENTS[5] ?? []),
      createdAt: new Date(Math.min(line.deliveredAt.getTime() + 2 * DAY_MS, opts.now.getTime() - HOUR_MS)),
    });
  }
  return rows;
}
