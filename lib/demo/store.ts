// Writes one store and everything in it from its description, inside the caller's transaction.
import type { Tx } from "../db/client";
import { PROVIDER_NAMES, sealCredentials, withChanges } from "../payments/payment-credentials";
import { createStore } from "../stores/create-store";
import { writeCatalog } from "./catalog";
import { catalogImageJobs, productDates } from "./catalog-images";
import { BADGE_SIZE, LOGO_SIZE, badgeSvg, logoSvg } from "./images";
import { writeLocations } from "./locations";
import { writeMarketing } from "./marketing";
import { must } from "./lookup";
import { daysBefore } from "./time";
import { writeOrders } from "./orders";
import { reviewRows } from "./reviews";
import { writeCampaign } from "./social";
import type { StoreSeed } from "./types";
import { storeImages, type ImageJob } from "./uploads";

const STORE_AGE_DAYS = 400;

function storeImageJobs(seed: StoreSeed, now: Date): ImageJob[] {
  const createdAt = daysBefore(now, STORE_AGE_DAYS);
  return [
    ...(["light", "dark"] as const).map((mode) => ({
      key: `logo:${mode}`,
      folder: "logos" as const,
      name: `${seed.subdomain}-logo-${mode}`,
      svg: logoSvg({ name: seed.name, palette: seed.palette, mode }),
      ...LOGO_SIZE,
      createdAt,
    })),
    ...seed.paymentMethods.map((method) => ({
      key: `payment:${method.provider}`,
      folder: "payment" as const,
      name: method.provider.toLowerCase(),
      svg: badgeSvg(method.logo),
      ...BADGE_SIZE,
      createdAt,
    })),
  ];
}

/** `passwordHashes` maps each password the seed uses to its hash. */
export async function writeStore(tx: Tx, seed: StoreSeed, passwordHashes: Map<string, string>, now: Date): Promise<void> {
  const createdAt = daysBefore(now, STORE_AGE_DAYS);
  const currency = must(new Map(seed.currencies.map((c) => [c.code, c])), seed.currencyCode, "currency");
  const { store, owner } = await createStore(tx, {
    subdomain: seed.subdomain,
    name: seed.name,
    address: seed.address,
    theme: seed.theme,
    language: seed.language,
    prompt: seed.prompt,
    currency: { code: currency.code, name: currency.name, symbol: currency.symbol },
    timezone: seed.timezone,
    country: seed.country,
    owner: { name: seed.owner.name, email: seed.owner.email, passwordHash: must(passwordHashes, seed.owner.password, "password") },
    createdAt,
  });

  const storeId = store.id;
  const dates = productDates(seed, now);
  const images = await storeImages(tx, storeId, [...storeImageJobs(seed, now), ...catalogImageJobs(seed, dates, now)]);
  await tx.store.update({
    where: { id: storeId },
    data: { logoLight: must(images, "logo:light", "image").path, logoDark: must(images, "logo:dark", "image").path },
  });

  await tx.currency.createMany({
    data: seed.currencies
      .filter((c) => c !== currency)
      .map((c) => ({ storeId, code: c.code, name: c.name, symbol: c.symbol, conversionRate: c.rate, isActive: c.isActive ?? true, createdAt })),
  });

  const customers = await tx.customer.createManyAndReturn({
    data: seed.customers.map((customer) => {
      const joined = daysBefore(now, customer.joinedDaysAgo);
      return {
        storeId,
        name: customer.name,
        email: customer.email,
        phone: customer.phone,
        phoneCode: customer.phoneCode,
        passwordHash: must(passwordHashes, customer.password, "password"),
        verifiedAt: new Date(joined.getTime() + 10 * 60_000),
        status: 1,
        createdAt: joined,
      };
    }),
    select: { id: true, email: true },
  });
  const customerSeeds = new Map(seed.customers.map((c) => [c.email, c]));

  const catalog = await writeCatalog(tx, store, seed, images, dates, now);
  if (seed.marketing) await writeMarketing(tx, store, { seed: seed.marketing, createdAt });
  const locations = await writeLocations(tx, store, seed);

  const paymentMethods = await tx.paymentMethod.createManyAndReturn({
    data: seed.paymentMethods.map((method, i) => ({
      storeId,
      provider: method.provider,
      name: method.name,
      logoUploadId: must(images, `payment:${method.provider}`, "image").id,
      instruction: method.instruction,
      sandbox: method.sandbox,
      // Checked and sealed as the administration API's writes are.
      credentials: sealCredentials(withChanges(PROVIDER_NAMES[method.provider], {}, method.credentials ?? {}, "en")),
      settlementCurrency: method.settlementCurrency ?? null,
      position: i + 1,
      createdAt,
    })),
    select: { id: true, provider: true, name: true, sandbox: true },
  });

  const day = (days: number | undefined) => (days === undefined ? null : daysBefore(now, -days));
  const coupons = await tx.coupon.createManyAndReturn({
    data: seed.coupons.map((coupon) => ({
      storeId,
      code: coupon.code,
      type: coupon.type,
      value: coupon.value,
      minSubtotal: coupon.minSubtotal ?? null,
      startsAt: day(coupon.startsInDays),
      endsAt: day(coupon.endsInDays),
      usageLimit: coupon.usageLimit ?? null,
      perCustomerLimit: coupon.perCustomerLimit ?? null,
      freeShipping: coupon.freeShipping ?? false,
      isActive: coupon.isActive ?? true,
      createdAt: day(coupon.startsInDays) ?? createdAt,
    })),
  });

  const received = await writeOrders(tx, store, {
    seed,
    refs: {
      catalog,
      locations,
      customers: new Map(customers.map((c) => [c.email, { id: c.id, seed: must(customerSeeds, c.email, "customer") }])),
      paymentMethods: new Map(paymentMethods.map((m) => [m.provider, m])),
      coupons: new Map(coupons.map((c) => [c.code, c])),
    },
    now,
  });

  await tx.review.createMany({
    data: reviewRows({
      storeId,
      seed: seed.subdomain,
      count: seed.reviewCount,
      products: [...catalog.products.values()].map((p) => ({ id: p.id, createdAt: p.createdAt })),
      received,
      now,
    }),
  });

  if (seed.campaign) {
    const pictures = new Map(seed.campaign.posts.map((post) => [post.product, `/uploads/${must(images, `thumb:${post.product}`, "image").path}`]));
    await writeCampaign(tx, storeId, owner.id, seed.campaign, pictures, now);
  }
}
