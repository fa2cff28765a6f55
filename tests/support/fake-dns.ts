import dgram from "node:dgram";

// A DNS server over UDP for the tests, answering from what the test sets: TXT records (a custom
// domain's proof) and A records; any other name is NXDOMAIN, a known name without the asked type
// an empty answer (NODATA), as an authoritative server answers. The app asks it through
// DNS_SERVERS (tests/http/global-setup.ts gives the port).

export type FakeDns = {
  port: number;
  txt: Map<string, string[]>;
  a: Map<string, string>;
  close(): Promise<void>;
};

const TYPE_A = 1;
const TYPE_TXT = 16;

/** A free UDP port, for a server to be started on it later (the app must know it before the test starts its DNS). */
export async function freeUdpPort(): Promise<number> {
  const socket = dgram.createSocket("udp4");
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(resolve));
  return port;
}

export async function startFakeDns(port = 0): Promise<FakeDns> {
  const txt = new Map<string, string[]>();
  const a = new Map<string, string>();
  const socket = dgram.createSocket("udp4");
  socket.on("message", (query, from) => {
    const answer = respond(query, txt, a);
    if (answer) socket.send(answer, from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(port, "127.0.0.1", resolve));
  return { port: socket.address().port, txt, a, close: () => new Promise<void>((resolve) => socket.close(resolve)) };
}

function respond(query: Buffer, txt: Map<string, string[]>, a: Map<string, string>): Buffer | undefined {
  if (query.length < 12) return undefined;
  const labels: string[] = [];
  let at = 12;
  while (at < query.length && query[at] !== 0) {
    labels.push(query.subarray(at + 1, at + 1 + query[at]!).toString("latin1"));
    at += 1 + query[at]!;
  }
  const questionEnd = at + 5;
  if (questionEnd > query.length) return undefined;
  const name = labels.join(".").toLowerCase();
  const type = query.readUInt16BE(at + 1);
  const rdatas =
    type === TYPE_TXT ? (txt.get(name) ?? []).map(txtData) : type === TYPE_A && a.has(name) ? [Buffer.from(a.get(name)!.split(".").map(Number))] : [];
  const known = txt.has(name) || a.has(name);
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  // QR, authoritative, the query's RD, RA; NXDOMAIN (3) for a name it does not know.
  header.writeUInt16BE(0x8400 | (query.readUInt16BE(2) & 0x0100) | 0x0080 | (known ? 0 : 3), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(rdatas.length, 6);
  const answers = rdatas.map((rdata) => {
    const record = Buffer.alloc(12);
    record.writeUInt16BE(0xc00c, 0); // the question's name
    record.writeUInt16BE(type, 2);
    record.writeUInt16BE(1, 4); // IN
    record.writeUInt32BE(60, 6);
    record.writeUInt16BE(rdata.length, 10);
    return Buffer.concat([record, rdata]);
  });
  return Buffer.concat([header, query.subarray(12, questionEnd), ...answers]);
}

/** A TXT record's data: its text in strings of at most 255 bytes, each after its length. */
function txtData(value: string): Buffer {
  const bytes = Buffer.from(value);
  const parts: Buffer[] = [];
  for (let start = 0; start < bytes.length || start === 0; start += 255) {
    const part = bytes.subarray(start, start + 255);
    parts.push(Buffer.from([part.length]), part);
  }
  return Buffer.concat(parts);
}
