import { describe, expect, it } from "vitest";
import { listingImage } from "./listing-image";

describe("a product's listing image", () => {
  it("is the first picture of a new product unless one is picked", () => {
    expect(listingImage({ stored: null, before: [], after: [7, 8], sent: undefined })).toBe(7);
    expect(listingImage({ stored: null, before: [], after: [7, 8], sent: null })).toBe(7);
    expect(listingImage({ stored: null, before: [], after: [7, 8], sent: 8 })).toBe(8);
    expect(listingImage({ stored: null, before: [], after: [], sent: undefined })).toBeNull();
  });

  it("follows the first picture when pictures are added, reordered or deleted", () => {
    expect(listingImage({ stored: null, before: [], after: [3], sent: undefined })).toBe(3);
    expect(listingImage({ stored: 7, before: [7, 8], after: [8, 7], sent: undefined })).toBe(8);
    expect(listingImage({ stored: 7, before: [7, 8], after: [8], sent: undefined })).toBe(8);
    expect(listingImage({ stored: 7, before: [7], after: [], sent: undefined })).toBeNull();
  });

  it("keeps the owner's pick through a reorder, and falls back to the first picture when the pick is deleted", () => {
    expect(listingImage({ stored: 8, before: [7, 8, 9], after: [9, 7, 8], sent: undefined })).toBe(8);
    expect(listingImage({ stored: 8, before: [7, 8, 9], after: [9, 7], sent: undefined })).toBe(9);
    // A thumbnail that was never one of the pictures (the demo's) is a pick too.
    expect(listingImage({ stored: 5, before: [7, 8], after: [8, 7], sent: undefined })).toBe(5);
    // Its upload deleted, the first picture takes its place.
    expect(listingImage({ stored: null, before: [7, 8], after: [7, 8], sent: undefined })).toBe(7);
  });
});
