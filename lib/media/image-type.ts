// What an uploaded image really is, from its first bytes: the declared Content-Type and the file
// name are the client's word, the signature is not. SVG is refused (it can carry scripts).

const SIGNATURES: { mimeType: string; matches: (b: Buffer) => boolean }[] = [
  { mimeType: "image/jpeg", matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mimeType: "image/png", matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mimeType: "image/gif", matches: (b) => b.subarray(0, 4).toString("latin1") === "GIF8" },
  { mimeType: "image/webp", matches: (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP" },
];

export function detectImageType(data: Buffer): string | undefined {
  return SIGNATURES.find((s) => s.matches(data))?.mimeType;
}
