// Who may do what in a store: each person of a store has one role, each role a set of permissions,
// each permission the read or the write of one area of the store. Every administration route names
// its area (lib/api/route.ts, `permission`), and the wrapper asks for its read on a GET, its write
// on anything else. The dashboard asks the same table what to show (browser-safe: no server code).

export const ROLES = ["owner", "manager", "orders", "marketing", "viewer"] as const;
export type Role = (typeof ROLES)[number];
/** The roles an invitation may give: ownership is handed over, never given by an invitation. */
export const INVITED_ROLES = ["manager", "orders", "marketing", "viewer"] as const satisfies readonly Role[];

export const AREAS = [
  /** One's own account: `/user`, `/profile`, `/logout`. */
  "account",
  /** The overview's figures. */
  "overview",
  /** Products, categories, suppliers. */
  "catalog",
  /** Orders, their states and returns. */
  "orders",
  "customers",
  /** Campaigns, posts, templates, social accounts, the AI content generator, coupons. */
  "marketing",
  /** Uploaded pictures and videos. */
  "media",
  /** The store's settings, domain, theme, currencies and shipping. */
  "settings",
  /** Payment methods and their credentials. */
  "payments",
  /** The people of the store, their invitations and the store's ownership. */
  "staff",
  /** The audit log. */
  "audit",
] as const;
export type Area = (typeof AREAS)[number];
export type Access = "read" | "write";
export type Permission = `${Area}:${Access}`;

const all = (access: Access[], areas: readonly Area[] = AREAS): Permission[] => areas.flatMap((area) => access.map((a) => `${area}:${a}` as const));
const own: Permission[] = ["account:read", "account:write", "overview:read"];

const PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  owner: new Set(all(["read", "write"])),
  manager: new Set([
    ...all(
      ["read", "write"],
      AREAS.filter((area) => area !== "staff" && area !== "payments"),
    ),
    "payments:read",
  ]),
  orders: new Set([...own, ...all(["read", "write"], ["orders", "customers"]), "catalog:read"]),
  marketing: new Set([...own, ...all(["read", "write"], ["marketing", "media"]), "catalog:read"]),
  viewer: new Set([
    ...own,
    ...all(
      ["read"],
      AREAS.filter((area) => area !== "staff" && area !== "audit"),
    ),
  ]),
};

export function can(role: Role, area: Area, access: Access): boolean {
  return PERMISSIONS[role].has(`${area}:${access}`);
}

/** `/user`'s `role_name`: the contract shows "Owner". */
export function roleName(role: Role): string {
  return role[0]!.toUpperCase() + role.slice(1);
}
