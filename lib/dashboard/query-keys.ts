// The dashboard's query keys, made by one factory per resource, so that a screen's read and the
// write that refreshes it name the same thing. Every key of a resource starts with its name: a
// write refreshes `all` (its pages, its whole list, its records) in one call. Browser-safe: no
// server code.

type Filters = Readonly<Record<string, unknown>>;

/** The keys of one resource of the administration API, and its list's address (`path`). */
export type ResourceKeys<Name extends string = string> = {
  path: string;
  /** Everything read of it: what a write refreshes. */
  all: readonly [Name];
  /** One page of its list, with the filters asked. */
  list: (filters?: Filters) => readonly [Name, "list", Filters];
  /** The whole list at once, for a picker or a filter. */
  whole: () => readonly [Name, "whole"];
  /** One record, by its id as the address has it. */
  detail: (id: string | number) => readonly [Name, "detail", string];
};

export function resourceKeys<Name extends string>(name: Name, path = `/${name}`): ResourceKeys<Name> {
  return {
    path,
    all: [name],
    list: (filters = {}) => [name, "list", filters],
    whole: () => [name, "whole"],
    detail: (id) => [name, "detail", String(id)],
  };
}

export const queryKeys = {
  products: resourceKeys("products"),
  productCategories: resourceKeys("product-categories"),
  imports: resourceKeys("imports"),
  orders: resourceKeys("orders"),
  returns: resourceKeys("returns"),
  reviews: resourceKeys("reviews"),
  customers: resourceKeys("customers"),
  coupons: resourceKeys("coupons"),
  currencies: resourceKeys("currencies"),
  paymentMethods: resourceKeys("payment-methods"),
  pickupPoints: resourceKeys("pickup-points"),
  shippingZones: resourceKeys("shipping-zones"),
  imageGallery: resourceKeys("image-gallery"),
  videoGallery: resourceKeys("video-gallery"),
  media: resourceKeys("media"),
  campaigns: resourceKeys("campaigns"),
  posts: resourceKeys("posts"),
  templates: resourceKeys("templates"),
  /** The marketing templates' categories (`/categories`), not the products'. */
  templateCategories: resourceKeys("template-categories", "/categories"),
  platforms: resourceKeys("platforms"),
  resolutions: resourceKeys("resolutions"),
  platformConnections: resourceKeys("platform-connections"),
  facebookPages: resourceKeys("facebook-pages", "/facebook/pages"),
  staff: resourceKeys("staff"),
  webhooks: resourceKeys("webhooks"),
  auditLog: resourceKeys("audit-log"),
  /** The store's own settings (`/store`) and what hangs on them. */
  store: {
    all: ["store"],
    settings: () => ["store", "settings"],
    prompt: () => ["store", "prompt"],
    domain: () => ["store", "domain"],
    /** Written from the store's name, logo, colours and language: read again after each save. */
    emailPreviews: (template?: string) => ["store", "email-previews", ...(template ? [template] : [])],
  },
  /** The signed-in account's two-factor sign-in (`/two-factor`). */
  twoFactor: {
    all: ["two-factor"],
    status: () => ["two-factor", "status"],
  },
  /** The bell of the person signed in (`/alerts`). */
  alerts: {
    all: ["alerts"],
  },
  /** Where the store ships: the countries it chose, and their cities. */
  shipping: {
    all: ["shipping"],
    countries: () => ["shipping", "countries"],
    cities: () => ["shipping", "cities"],
  },
} as const;
