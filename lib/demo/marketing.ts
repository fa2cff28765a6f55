// The store's social platforms with their resolutions, and its post templates, each checked by the
// administration API's own input schema, so that the seed holds nothing an owner could not write.
import type { Tx } from "../db/client";
import type { Store } from "../db/generated/client";
import { slugOf } from "../marketing/records";
import { categoryInput, platformInput, resolutionInput, templateInput } from "../marketing/schemas";
import type { MarketingSeed } from "./types";

export async function writeMarketing(tx: Tx, store: Store, input: { seed: MarketingSeed; createdAt: Date }): Promise<void> {
  const { seed, createdAt } = input;
  for (const platform of seed.platforms) {
    const { name, icon } = platformInput.parse(platform);
    const { id: platformId } = await tx.platform.create({
      data: { storeId: store.id, name, slug: slugOf(store, name), icon, createdAt },
      select: { id: true },
    });
    await tx.resolution.createMany({
      data: platform.resolutions.map((resolution) => {
        const { name, width, height } = resolutionInput.parse({ ...resolution, platform_id: platformId });
        return { storeId: store.id, platformId, name, width, height, createdAt };
      }),
    });
  }

  const categories = new Map<string, number>();
  for (const template of seed.templates) {
    const { name: category } = categoryInput.parse({ name: template.category });
    if (!categories.has(category)) {
      const row = await tx.templateCategory.create({
        data: { storeId: store.id, name: category, slug: slugOf(store, category), createdAt },
        select: { id: true },
      });
      categories.set(category, row.id);
    }
    const input = templateInput.parse({ name: template.name, category_id: categories.get(category), layout: template.layout });
    await tx.template.create({
      data: { storeId: store.id, name: input.name, categoryId: input.category_id, width: input.width, height: input.height, layout: input.layout, createdAt },
    });
  }
}
