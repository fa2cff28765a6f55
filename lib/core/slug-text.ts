// Names as Latin slugs, for permalinks (lib/catalog/slugs.ts) and the subdomain the sign-up
// suggests (components/dashboard/register-form.tsx): no server code, so that a form can make them.

/** Latin letters that are two letters, which Unicode does not decompose. */
const LIGATURES: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss" };

/** `Théière « Atlas »` gives `theiere-atlas`: accents dropped, anything but letters and digits a hyphen, at most `max` characters; '' when no Latin letter or digit. */
export function latinSlug(name: string, max: number): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[œæß]/g, (letter) => LIGATURES[letter]!)
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, max)
    .replace(/^-+|-+$/g, "");
}
