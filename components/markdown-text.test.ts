import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkdownText } from "./markdown-text";

const html = (text: string) => renderToStaticMarkup(createElement(MarkdownText, { text }));

describe("MarkdownText", () => {
  it("keeps each line of plain text and makes paragraphs of blank lines", () => {
    const out = html("Hand-woven wool.\nMade in Fes.\n\nWash cold.");
    expect(out).toContain("Hand-woven wool.<br/>\nMade in Fes.");
    expect(out.match(/<p dir="auto">/g)).toHaveLength(2);
  });

  it("renders lists and emphasis", () => {
    const out = html("- **Wool**\n- Cotton");
    expect(out).toContain('<ul dir="auto">');
    expect(out).toContain("<li><strong>Wool</strong></li>");
  });

  it("shows raw HTML as text, never as markup", () => {
    const out = html('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">');
    expect(out).not.toContain("<script");
    expect(out).not.toContain("<img");
  });

  it("marks links nofollow and drops javascript: addresses", () => {
    expect(html("[shop](https://example.com)")).toContain('<a href="https://example.com" rel="nofollow noopener"');
    const hostile = html("[click](javascript:alert(1)) ![x](https://tracker.example/p.gif)");
    expect(hostile).not.toContain("javascript:");
    expect(hostile).not.toContain("<a");
    expect(hostile).not.toContain("tracker.example");
  });

  it("keeps headings below the page's own", () => {
    const out = html("# Care\n\n## Sizes");
    expect(out).toContain('<h3 dir="auto">Care</h3>');
    expect(out).not.toMatch(/<h[12]/);
  });
});
