// A Markdown description as one line of words, for what is read without rendering: the page's
// meta description, Open Graph and schema.org's `description`. Search snippets show "**Wool**"
// literally; they should show "Wool".

const MARKS: [RegExp, string][] = [
  [/!\[([^\]]*)\]\([^)]*\)/g, "$1"], // pictures: their alt text
  [/\[([^\]]*)\]\([^)]*\)/g, "$1"], // links: their words
  [/<[^>]*>/g, " "], // raw HTML tags
  [/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, ""], // headings, quotes, list bullets
  [/(\*\*|__|\*|_|~~|`)(?=\S)([^]*?\S)\1/g, "$2"], // emphasis, code
];

export function plainText(markdown: string): string {
  return MARKS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), markdown)
    .replace(/\s+/g, " ")
    .trim();
}
