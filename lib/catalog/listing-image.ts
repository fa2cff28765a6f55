// A product's listing image (its thumbnail, what lists, search, cart and checkout show): the first
// of its pictures unless the owner picked another. The pick is the thumbnail itself: one that is
// not the first picture was chosen, and stays while it is one of the pictures (or was never among
// them, as the demo's separate thumbnails); a thumbnail that is the first picture follows the
// first picture wherever reordering takes it (docs/decisions.md, Photos: the listing image).

type ListingImageInput = {
  /** The stored thumbnail, null without one (none yet, or its upload deleted). */
  stored: number | null;
  /** The product's pictures in order, before the write and after it. */
  before: readonly number[];
  after: readonly number[];
  /** The thumbnail the write sends: an id is a pick, null asks for the first picture, undefined keeps the rule. */
  sent: number | null | undefined;
};

/** The thumbnail a product has after a write of its pictures or of its thumbnail. */
export function listingImage({ stored, before, after, sent }: ListingImageInput): number | null {
  if (sent !== undefined) return sent ?? after[0] ?? null;
  const following = stored === null || stored === before[0] || (before.includes(stored) && !after.includes(stored));
  return following ? (after[0] ?? null) : stored;
}
