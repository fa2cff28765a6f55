import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { can, ROLES, type Access, type Area, type Role } from "@/lib/staff/roles";
import { sql } from "../support/database";
import { allOperations, demoRecords, fill } from "../support/demo-records";
import { asOwner, signInOwners } from "../support/owner-calls";
import { joined } from "../support/staff";

// Every administration route, from the route table's OpenAPI document with the permission each
// declares (`x-permission`), called by a person of each role the permission is not given to, on a
// record the store has: each answers 403 before it reads anything sent, and the store's rows stay.
// And each route the role may use is not refused for its role.

const tokens = {} as Record<Role, string>;
const people: number[] = [];
let records: Awaited<ReturnType<typeof demoRecords>>;

beforeAll(async () => {
  const owners = await signInOwners();
  records = await demoRecords(owners.demo);
  tokens.owner = owners.demo;
  for (const role of ROLES.filter((role) => role !== "owner")) {
    const person = await joined(owners.demo, role);
    tokens[role] = person.token;
    people.push(person.id);
  }
});
afterAll(async () => {
  await sql("DELETE FROM owners WHERE id = ANY($1::int[])", [people]);
});

const pathOf = (path: string) => {
  if (!path.includes("{")) return `/api${path}`;
  const record = records.recordFor(path);
  expect(record, `no record of demo's for ${path}: add one to tests/support/demo-records.ts`).toBeDefined();
  return `/api${fill(path, record!.demo)}`;
};

describe("Each role, on every route of the administration API", () => {
  it("is refused, 403 in the store's language, every route whose permission its role lacks", async () => {
    const operations = (await allOperations()).filter((operation) => operation.permission);
    expect(operations.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    let refused = 0;
    for (const { path, method, permission } of operations) {
      const [area, access] = permission!.split(":") as [Area, Access];
      for (const role of ROLES.filter((role) => !can(role, area, access))) {
        // A body no route takes: the refusal comes before the body is read.
        const reply = await asOwner(tokens[role], method, pathOf(path), method === "GET" || method === "DELETE" ? undefined : { not_a_field: 1 });
        refused++;
        if (reply.status !== 403 || reply.json.message !== "Your role does not allow this.")
          wrong.push(`${role} ${method} ${path}: ${reply.status} ${reply.text.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(refused).toBeGreaterThan(150);
  });

  it("lets each role read what it may: no GET of its permissions answers 403", async () => {
    const reads = (await allOperations()).filter((operation) => operation.method === "GET" && operation.permission);
    const wrong: string[] = [];
    for (const { path, permission } of reads) {
      const [area, access] = permission!.split(":") as [Area, Access];
      for (const role of ROLES.filter((role) => can(role, area, access))) {
        const reply = await asOwner(tokens[role], "GET", pathOf(path));
        if (reply.status === 403) wrong.push(`${role} GET ${path}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("gives orders the orders and customers, read products, and no payments, staff or settings", async () => {
    expect((await asOwner(tokens.orders, "GET", "/api/orders")).status).toBe(200);
    expect((await asOwner(tokens.orders, "GET", "/api/products")).status).toBe(200);
    expect((await asOwner(tokens.orders, "GET", "/api/payment-methods")).status).toBe(403);
    expect((await asOwner(tokens.orders, "POST", "/api/products", {})).status).toBe(403);
    expect((await asOwner(tokens.marketing, "GET", "/api/orders")).status).toBe(403);
    expect((await asOwner(tokens.viewer, "GET", "/api/orders")).status).toBe(200);
    expect((await asOwner(tokens.manager, "GET", "/api/staff")).status).toBe(403);
    // Its write goes past the role (a change of nothing).
    expect((await asOwner(tokens.manager, "PUT", "/api/store", {})).status).toBe(200);
  });
});
