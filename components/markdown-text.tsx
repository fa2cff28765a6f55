import Markdown, { type Components } from "react-markdown";

// A description as its owner wrote it, in Markdown (docs/decisions.md, "Descriptions"): the
// storefront's product page and the dashboard editor's preview render it with this one component,
// so the owner previews what shoppers see. No raw HTML (it shows as typed, never as markup), no
// pictures (the gallery has them), links only to safe addresses (react-markdown's default drops
// `javascript:` and the like) and marked nofollow; a single line break stays a line break.

type MdNode = { type: string; value?: string; children?: MdNode[] };

/**
 * Markdown's soft break (one newline inside a paragraph) joins the lines; owners who type a
 * description line by line, or paste one, expect each line to stay. GitHub's comments and
 * remark-breaks read it the same way: each newline of the text becomes a line break.
 */
export function keepLineBreaks() {
  const walk = (node: MdNode) => {
    if (!node.children) return;
    node.children = node.children.flatMap((child) => {
      if (child.type !== "text" || !child.value?.includes("\n")) {
        walk(child);
        return [child];
      }
      return child.value.split(/\r?\n|\r/).flatMap((line, index) => [...(index ? [{ type: "break" }] : []), ...(line ? [{ type: "text", value: line }] : [])]);
    });
  };
  return walk;
}

const components: Components = {
  // The page's own headings (the product's name, "Description") come first.
  h1: ({ node: _node, ...props }) => <h3 dir="auto" {...props} />,
  h2: ({ node: _node, ...props }) => <h3 dir="auto" {...props} />,
  // Each block reads in its own language's direction, whatever the page's: a list as a whole, so
  // that its bullets and indent sit on its side.
  p: ({ node: _node, ...props }) => <p dir="auto" {...props} />,
  ul: ({ node: _node, ...props }) => <ul dir="auto" {...props} />,
  ol: ({ node: _node, ...props }) => <ol dir="auto" {...props} />,
  h3: ({ node: _node, ...props }) => <h3 dir="auto" {...props} />,
  blockquote: ({ node: _node, ...props }) => <blockquote dir="auto" {...props} />,
  a: ({ node: _node, href, children }) =>
    href ? (
      <a href={href} rel="nofollow noopener" className="underline underline-offset-2">
        {children}
      </a>
    ) : (
      <>{children}</>
    ),
};

const layout =
  "space-y-3 leading-relaxed [&_blockquote]:border-s-2 [&_blockquote]:border-gray-300 [&_blockquote]:ps-3 [&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 " +
  "[&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:ps-5 [&_pre]:overflow-x-auto [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:ps-5";

export function MarkdownText({ text, className = "" }: { text: string; className?: string }) {
  return (
    <div className={`${layout} ${className}`}>
      <Markdown remarkPlugins={[keepLineBreaks]} components={components} disallowedElements={["img"]} unwrapDisallowed>
        {text}
      </Markdown>
    </div>
  );
}
