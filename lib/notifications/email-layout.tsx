import { Body, Container, Head, Heading, Html, Img, Link, Preview, Section, Text } from "@react-email/components";
import { render } from "@react-email/render";
import type { Store } from "../db/generated/client";
import { storeLogo } from "../stores/logo";
import { serializeStoreTheme } from "../stores/settings";
import { themePalette } from "../storefront/theme";

// The HTML part of every e-mail, drawn with React Email from the message's text (the text part, the
// one source of each e-mail's words, kept as it is): its paragraphs, its item lists (runs of "- " lines)
// and its addresses as links. The store's logo rides
// along as an inline attachment (mail clients block remote pictures and data URLs), its colours are
// the storefront's, and an Arabic store's e-mail reads right to left.

export type Attachment = { filename: string; content: Buffer; contentType: string; cid: string };
export type HtmlPart = { html: string; attachments: Attachment[] };

const LOGO_CID = "store-logo";
const URL = /(https?:\/\/[^\s)]+)/;

type Block = { kind: "list"; items: string[] } | { kind: "text"; lines: string[] };

/** The text's paragraphs (blank lines part them), and in each the runs of "- " lines as lists. */
function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  for (const paragraph of text.split(/\n{2,}/)) {
    let current: Block | undefined;
    for (const line of paragraph.split("\n").filter((l) => l.trim() !== "")) {
      const item = line.startsWith("- ");
      if (item && current?.kind === "list") current.items.push(line.slice(2));
      else if (!item && current?.kind === "text") current.lines.push(line);
      else blocks.push((current = item ? { kind: "list", items: [line.slice(2)] } : { kind: "text", lines: [line] }));
    }
  }
  return blocks;
}

/** A line with its addresses as links. */
function Linked({ line, color }: { line: string; color: string }) {
  return line.split(URL).map((part, index) =>
    index % 2 === 1 ? (
      <Link key={index} href={part} style={{ color, textDecoration: "underline", wordBreak: "break-all" }}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

function Email({ store, subject, text, logo }: { store: Store; subject: string; text: string; logo: string | null }) {
  const rtl = store.language === "ar";
  const palette = themePalette(serializeStoreTheme(store), "light");
  const ink = palette["--shop-text"]!;
  const align = rtl ? "right" : "left";
  return (
    <Html lang={store.language} dir={rtl ? "rtl" : "ltr"}>
      <Head />
      <Preview>{subject}</Preview>
      <Body style={{ backgroundColor: "#f3f4f6", margin: 0, padding: "24px 0", fontFamily: "-apple-system, 'Segoe UI', Roboto, Tahoma, Arial, sans-serif" }}>
        <Container style={{ backgroundColor: "#ffffff", borderRadius: 12, maxWidth: 560, padding: 32, color: ink, textAlign: align }}>
          <Section style={{ marginBottom: 24 }}>
            {logo ? <Img src={logo} alt={store.name} height="48" style={{ maxWidth: 200, height: 48, objectFit: "contain" }} /> : null}
            <Text style={{ fontSize: 18, fontWeight: 700, margin: logo ? "8px 0 0" : 0, color: palette["--shop-heading"] }}>{store.name}</Text>
          </Section>
          <Heading as="h1" style={{ fontSize: 22, lineHeight: "28px", margin: "0 0 16px", color: palette["--shop-heading"] }}>
            {subject}
          </Heading>
          {blocksOf(text).map((block, index) =>
            block.kind === "list" ? (
              <Section key={index} style={{ backgroundColor: "#f9fafb", borderRadius: 8, padding: "8px 16px", margin: "0 0 16px" }}>
                {block.items.map((item, at) => (
                  <Text key={at} dir="auto" style={{ margin: "6px 0", fontSize: 15, textAlign: align }}>
                    {item}
                  </Text>
                ))}
              </Section>
            ) : (
              <Text key={index} style={{ fontSize: 15, lineHeight: "24px", margin: "0 0 16px", textAlign: align }}>
                {block.lines.map((line, at) => (
                  <span key={at}>
                    {at > 0 ? <br /> : null}
                    <Linked line={line} color={palette["--shop-button-bg"]!} />
                  </span>
                ))}
              </Text>
            ),
          )}
        </Container>
      </Body>
    </Html>
  );
}

/**
 * The HTML part of a message of the store, and its logo to attach; `inlineLogo`: the logo in the
 * page itself instead (a preview shown in the dashboard, which no mail client reads).
 */
export async function emailHtml(store: Store, input: { subject: string; text: string; inlineLogo?: boolean }): Promise<HtmlPart> {
  const logo = await storeLogo(store);
  const attachments: Attachment[] = logo && !input.inlineLogo ? [{ filename: logo.name, content: logo.bytes, contentType: logo.mimeType, cid: LOGO_CID }] : [];
  const src = !logo ? null : input.inlineLogo ? `data:${logo.mimeType};base64,${logo.bytes.toString("base64")}` : `cid:${LOGO_CID}`;
  const html = await render(<Email store={store} subject={input.subject} text={input.text} logo={src} />);
  return { html, attachments };
}
