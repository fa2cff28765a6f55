import { describe, expect, it } from "vitest";
import { allRenditionPaths, parseRenditionPath, pictureSources, renditionPath } from "./picture-sizes";

describe("picture renditions' paths", () => {
  const original = "stores/4/media/rug-ab12cd34.jpg";

  it("are derived from the original's and lead back to it", () => {
    const path = renditionPath(original, 640, "avif")!;
    expect(path).toBe("stores/4/media/rug-ab12cd34-jpg-w640.avif");
    expect(parseRenditionPath(path)).toEqual({ original, width: 640, format: "avif" });
    expect(allRenditionPaths(original)).toHaveLength(10);
  });

  it("name only the widths pages ask for, and no original", () => {
    expect(parseRenditionPath("stores/4/media/rug-ab12cd34-jpg-w700.avif")).toBeUndefined();
    expect(parseRenditionPath(original)).toBeUndefined();
    // An upload named like a rendition still ends in its random part.
    expect(parseRenditionPath("stores/4/media/rug-jpg-w640-ab12cd34.webp")).toBeUndefined();
  });

  it("exist for stored photos only: not SVGs, GIFs, the placeholder nor another site's pictures", () => {
    expect(pictureSources(`http://demo.localhost:3000/uploads/${original}`)!.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(pictureSources(`https://bucket.example.com/${original}`)![1]!.srcSet).toMatch(/^\/uploads\/stores\/4\/media\/rug-ab12cd34-jpg-w320\.webp 320w, /);
    for (const url of [
      "http://demo.localhost:3000/uploads/stores/4/demo/lantern-ab12cd34.svg",
      "http://demo.localhost:3000/uploads/stores/4/media/dance-ab12cd34.gif",
      "http://demo.localhost:3000/assets/placeholder.svg",
      "https://example.com/rug.jpg",
    ])
      expect(pictureSources(url), url).toBeUndefined();
  });
});
