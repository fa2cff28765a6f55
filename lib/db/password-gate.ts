import net from "node:net";
import { ScramError, scramExchange, type ScramVerifier } from "./scram";

// PGlite answers any startup message as the superuser, whatever user, database or password it
// names, and pglite-socket passes the handshake straight to it: on a TCP port, any local user
// could sign in. This gate stands on the port instead. It holds each client to PostgreSQL's own
// handshake, up to the password exchange (SCRAM-SHA-256, as a real server asks for by default),
// and only a client that proved the password is joined to the database, served privately
// (`upstream`, a Unix socket in a folder of this user's): its startup message is sent on, and
// from then on bytes pass both ways untouched.

const PROTOCOL_3_0 = 196608;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
/** PostgreSQL's own bound on a startup message; handshake messages are far smaller. */
const MAX_MESSAGE = 10_000;
const HANDSHAKE_MS = 10_000;

export type Gate = { port: number; close(): Promise<void> };

export function startPasswordGate(opts: { host: string; port: number; verifier: ScramVerifier; upstream: string }): Promise<Gate> {
  const clients = new Set<net.Socket>();
  const server = net.createServer((client) => {
    clients.add(client);
    client.on("close", () => clients.delete(client));
    admit(client, opts.verifier, opts.upstream);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host, () => {
      resolve({
        port: (server.address() as net.AddressInfo).port,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            for (const client of clients) client.destroy();
          }),
      });
    });
  });
}

function admit(client: net.Socket, verifier: ScramVerifier, upstream: string) {
  let received = Buffer.alloc(0);
  let startup: Buffer | undefined;
  let scram: ReturnType<typeof scramExchange> | undefined;
  const timer = setTimeout(() => client.destroy(), HANDSHAKE_MS);
  client.on("error", () => client.destroy());
  client.on("close", () => clearTimeout(timer));

  const refuse = (code: string, message: string) => {
    client.off("data", onData);
    client.end(errorResponse(code, message));
  };

  const onData = (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    // The startup phase's messages have no type byte (a length, then a request code); after it,
    // every message has one, then its length.
    for (;;) {
      const typeLength = startup ? 1 : 0;
      if (received.length < typeLength + 4) return;
      const length = typeLength + received.readInt32BE(typeLength);
      if (length < (startup ? 5 : 8) || length > MAX_MESSAGE) return refuse("08P01", "invalid message length");
      if (received.length < length) return;
      const message = received.subarray(0, length);
      received = received.subarray(length);
      if (!startup) {
        const code = message.readInt32BE(4);
        // TLS and GSS encryption are not offered: the client goes on in the clear, on loopback.
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) client.write("N");
        else if (code !== PROTOCOL_3_0) return refuse("08P01", "unsupported frontend protocol or request");
        else {
          startup = Buffer.from(message);
          client.write(authentication(10, Buffer.from("SCRAM-SHA-256\0\0")));
        }
        continue;
      }
      if (message[0] !== 0x70 /* p: a password or SASL message */) return refuse("08P01", "expected SASL response");
      try {
        if (!scram) {
          // SASLInitialResponse: the mechanism's name, then the length of the client's first message.
          const nameEnd = message.indexOf(0, 5);
          if (nameEnd < 0 || message.toString("utf8", 5, nameEnd) !== "SCRAM-SHA-256") return refuse("28000", "SCRAM-SHA-256 only");
          scram = scramExchange(verifier);
          client.write(authentication(11, Buffer.from(scram.first(message.toString("utf8", nameEnd + 5)))));
          continue;
        }
        const serverFinal = scram.final(message.toString("utf8", 5));
        if (!serverFinal) return refuse("28P01", `password authentication failed for user "${userOf(startup)}"`);
        client.write(authentication(12, Buffer.from(serverFinal)));
      } catch (error) {
        if (error instanceof ScramError) return refuse("08P01", error.message);
        throw error;
      }
      clearTimeout(timer);
      client.off("data", onData);
      client.pause();
      return join(client, upstream, Buffer.concat([startup, received]));
    }
  };
  client.on("data", onData);
}

/** The proven client meets the database, which answers its startup message (AuthenticationOk, ...). */
function join(client: net.Socket, upstream: string, pending: Buffer) {
  const database = net.connect(upstream);
  database.write(pending);
  database.on("error", () => client.destroy());
  client.on("error", () => database.destroy());
  client.pipe(database).pipe(client);
}

function authentication(code: number, data: Buffer): Buffer {
  const header = Buffer.alloc(9);
  header.write("R", 0);
  header.writeInt32BE(8 + data.length, 1);
  header.writeInt32BE(code, 5);
  return Buffer.concat([header, data]);
}

/** An ErrorResponse of severity FATAL, as a PostgreSQL server closes a connection it refuses. */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
  const header = Buffer.alloc(5);
  header.write("E", 0);
  header.writeInt32BE(4 + fields.length, 1);
  return Buffer.concat([header, fields]);
}

function userOf(startup: Buffer): string {
  const pairs = startup.toString("utf8", 8).split("\0");
  const at = pairs.findIndex((key, i) => i % 2 === 0 && key === "user");
  return at >= 0 ? (pairs[at + 1] ?? "") : "";
}
