import { expect, test, type Page } from "@playwright/test";
import { GOOD_CODE, type FakeGraph } from "../tests/support/fake-graph";
import type { FakeOpenAi } from "../tests/support/fake-openai";
import { ACME_OWNER, expectAccessible, inFrenchAndArabic, ownerToken, platformUrl, screenshots, signIn } from "./dashboard-support";
import { startGraph, startOpenAi } from "./support/gateways";

// The marketing area against the HTTP suite's fakes of Meta's Graph API and OpenAI: connecting
// Facebook through its Login dialog (answered here by a redirect to the callback with the fake's
// code), a post composed with a template's picture and the AI's caption, scheduled on the page and
// its Instagram account, then seen scheduled in the list and through the administration API.

test.describe.configure({ timeout: 240_000 });

const REPLY = "Mint tea glasses painted by hand in Fez, ready for the first tea of spring.";
let graph: FakeGraph;
let openAi: FakeOpenAi;

test.beforeAll(async () => {
  [graph, openAi] = await Promise.all([
    startGraph([{ id: "1001", name: "Demo Shop", instagram: { id: "17841000000000001", username: "demo.shop" } }]),
    startOpenAi(),
  ]);
  openAi.reply = REPLY;
});
test.afterAll(async () => Promise.all([graph?.close(), openAi?.close()]));

/** Facebook's Login dialog, as an owner who grants the permissions meets it: straight back to the callback with a code. */
async function grantOnFacebook(page: Page) {
  await page.context().route("https://www.facebook.com/**", async (route) => {
    const dialog = new URL(route.request().url());
    const back = new URL(dialog.searchParams.get("redirect_uri")!);
    back.searchParams.set("state", dialog.searchParams.get("state")!);
    back.searchParams.set("code", GOOD_CODE);
    await route.fulfill({ status: 302, headers: { location: back.toString() } });
  });
}

test("an owner connects Facebook, composes a post with a template's picture and the AI's caption, and schedules it", async ({ page, baseURL, request }) => {
  await signIn(page, baseURL);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Marketing" }).click();
  await expect(page).toHaveURL(/\/dashboard\/marketing\/posts$/);
  await expect(page.getByText("Slow-cooked in clay")).toBeVisible();
  // The seeded scheduled post's job: when it runs, in the store's time zone.
  await expect(page.getByText(/^Facebook, /)).toBeVisible();
  await screenshots(page, "marketing-posts");
  await expectAccessible(page);

  // Accounts: none yet; connecting opens Facebook's dialog in its own window, which comes back connected.
  const tabs = page.getByRole("navigation", { name: "Marketing sections" });
  await tabs.getByRole("link", { name: "Accounts" }).click();
  await expect(page.getByText("No account is connected.")).toBeVisible();
  await grantOnFacebook(page);
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Connect Facebook" }).click();
  await (await popup).waitForEvent("close");
  const accounts = page.getByRole("list", { name: "Connected accounts" });
  await expect(accounts.getByText("Sam Owner")).toBeVisible();
  await expect(accounts.getByText("demo.shop")).toBeVisible();
  await expect(page.getByRole("list", { name: "Facebook pages" }).getByText("Demo Shop")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reconnect Facebook" })).toBeVisible();
  await screenshots(page, "marketing-accounts");
  await expectAccessible(page);

  // Campaigns: one made, then edited.
  await tabs.getByRole("link", { name: "Campaigns" }).click();
  await expect(page.getByRole("cell", { name: "Spring tea season", exact: true })).toBeVisible();
  await screenshots(page, "marketing-campaigns");
  await expectAccessible(page);
  await page.getByRole("button", { name: "New campaign" }).click();
  await page.getByLabel("Topic", { exact: true }).fill("Ramadan tea nights");
  await page.getByRole("button", { name: "Save" }).click();
  // No date yet: the API's schema, in the browser, says so beside the field.
  await expect(page.getByLabel("Publish at", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Publish at", { exact: true }).fill(`${daysAhead(10)}T18:30`);
  await screenshots(page, "marketing-campaign-form");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("button", { name: "Edit campaign Ramadan tea nights" }).click();
  await page.getByLabel("Status", { exact: true }).selectOption("active");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("row", { name: /Ramadan tea nights/ }).getByText("Active")).toBeVisible();

  // The composer: a picture drawn from the Sale template at Instagram's square size over a product.
  await tabs.getByRole("link", { name: "Posts" }).click();
  await page.getByRole("button", { name: "New post" }).click();
  await page.getByLabel("Template", { exact: true }).selectOption({ label: "Sale" });
  await page.getByLabel("Size", { exact: true }).selectOption({ label: "Instagram square post (1080×1080)" });
  await page.getByLabel("Product", { exact: true }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Render picture" }).click();
  await expect(page.getByRole("img", { name: "The rendered picture" })).toBeVisible({ timeout: 30_000 });

  // The AI's caption streams into the field.
  await page.getByLabel("Ask the AI", { exact: true }).fill("Our painted tea glasses for spring");
  await page.getByRole("button", { name: "Generate with AI" }).click();
  await expect(page.getByLabel("Caption", { exact: true })).toHaveValue(REPLY);
  expect(openAi.requests.at(-1)?.stream).toBe(true);

  await page.getByLabel("Campaign", { exact: true }).selectOption({ label: "Ramadan tea nights" });
  await page.getByLabel("Facebook: Demo Shop").check();
  await page.getByLabel("Instagram: @demo.shop").check();
  await page.getByLabel("Publish at", { exact: true }).fill(`${daysAhead(2)}T10:00`);
  await screenshots(page, "marketing-composer");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Schedule", exact: true }).click();

  const row = page.getByRole("list", { name: "Posts" }).getByRole("listitem").filter({ hasText: REPLY });
  await expect(row.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(row.getByText(/Instagram, /)).toBeVisible();

  // The administration API says the same: the post scheduled, its job due at 10:00 of the store's day.
  const token = await ownerToken(request, baseURL);
  const auth = { authorization: `Bearer ${token}` };
  const posts = (await (await request.get(platformUrl(baseURL, "/api/posts"), { headers: auth })).json()) as {
    id: number;
    caption: string;
    status: string;
    job_id: number;
    image: string;
  }[];
  const post = posts.find((candidate) => candidate.caption === REPLY)!;
  expect(post).toMatchObject({ status: "scheduled", template: "Sale" });
  expect(post.image).toMatch(/\/uploads\//);
  const job = (await (await request.get(platformUrl(baseURL, `/api/posts/${post.id}/${post.job_id}`), { headers: auth })).json()).data;
  expect(job).toMatchObject({ status: "scheduled", target: "instagram", page_id: "1001" });
  // Scheduled, not published: Graph was asked for the owner's pages, never to post.
  expect(graph.to("POST", /\/(photos|feed|media)$/)).toEqual([]);

  // Arabic, right to left.
  await page.context().addCookies([{ name: "language", value: "ar", url: platformUrl(baseURL) }]);
  await page.reload();
  await expect(page.getByRole("heading", { name: "التسويق" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByText(REPLY)).toBeVisible();
  await screenshots(page, "marketing-posts-ar");
  await expectAccessible(page);
  await page.context().clearCookies({ name: "language" });
});

test("a post with a gallery picture is published now on the page, then Facebook is disconnected", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.goto(platformUrl(baseURL, "/dashboard/marketing/posts"));
  await page.getByRole("button", { name: "New post" }).click();
  await page.getByLabel("Caption", { exact: true }).fill("Our Fez bowls are back in stock.");
  await page.getByLabel("From the gallery").check();
  await page.getByRole("button", { name: "Pick from gallery" }).click();
  await page
    .getByRole("button", { name: /^Choose picture / })
    .first()
    .click();
  await page.getByLabel("Facebook: Demo Shop").check();
  await page.getByLabel("Now", { exact: true }).check();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Demo Shop: published.")).toBeVisible();
  await expect(page.getByRole("link", { name: "View the post" })).toBeVisible();
  // Graph was asked once, for a photo on the page.
  expect(graph.to("POST", /^\/1001\/photos$/)).toHaveLength(1);
  await page.getByRole("button", { name: "Close" }).click();
  // The post records the publication: published, with a link to it on Facebook.
  const post = page.getByRole("listitem").filter({ hasText: "Our Fez bowls are back in stock." });
  await expect(post.getByText("Published", { exact: true })).toBeVisible();
  await expect(post.getByRole("link", { name: "View on Facebook" })).toBeVisible();
  await screenshots(page, "marketing-posts-published");
  await inFrenchAndArabic(page, baseURL, "marketing-posts-published", (language) =>
    expect(post.getByText(language === "fr" ? "Publiée" : "منشور", { exact: true })).toBeVisible(),
  );

  await page.goto(platformUrl(baseURL, "/dashboard/marketing/accounts"));
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByText("No account is connected.")).toBeVisible();
  expect(graph.to("DELETE", /^\/me\/permissions$/)).toHaveLength(1);
});

test("templates with their categories, and platforms with their sizes", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.goto(platformUrl(baseURL, "/dashboard/marketing/templates"));
  await expect(page.getByText("New arrival", { exact: true })).toBeVisible();
  await screenshots(page, "marketing-templates");
  await expectAccessible(page);

  await page.getByLabel("New category", { exact: true }).fill("Eid offers");
  await page.getByRole("button", { name: "Add category" }).click();
  await expect(page.getByRole("button", { name: "Rename category Eid offers" })).toBeVisible();
  await page.getByRole("button", { name: "New template" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Eid banner");
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Eid offers" });
  await page.getByLabel("Layout", { exact: true }).fill('{"background": "#0f766e", "layers": [{"type": "text"}]}');
  await page.getByRole("button", { name: "Save" }).click();
  // The layout's schema refuses a text layer without its box and text, before anything is sent.
  await expect(page.getByLabel("Layout", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Layout", { exact: true }).fill('{"background": "#0f766e", "layers": []}');
  await screenshots(page, "marketing-template-form");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("button", { name: "Edit template Eid banner" })).toBeVisible();
  await inFrenchAndArabic(page, baseURL, "marketing-templates", () => expect(page.getByText("Eid banner")).toBeVisible());
  // A category in use is not deleted: the API's 409 says why.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Delete category Eid offers" }).click();
  // The API's refusal (the category holds templates), not Next's empty route announcer.
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toBeVisible();

  await page.goto(platformUrl(baseURL, "/dashboard/marketing/platforms"));
  await expect(page.getByText("Instagram story")).toBeVisible();
  await page.getByRole("button", { name: "Add a size to Facebook" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Facebook cover");
  await page.getByLabel("Width (px)").fill("1640");
  await page.getByLabel("Height (px)").fill("624");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Facebook cover")).toBeVisible();
  await screenshots(page, "marketing-platforms");
  await expectAccessible(page);
  await inFrenchAndArabic(page, baseURL, "marketing-platforms", () => expect(page.getByText("Facebook cover")).toBeVisible());
});

test("the acme owner sees none of demo's campaigns, posts, templates or accounts", async ({ page, baseURL }) => {
  await signIn(page, baseURL, ACME_OWNER);
  await page.goto(platformUrl(baseURL, "/dashboard/marketing/posts"));
  await expect(page.getByText("Nothing here yet.")).toBeVisible();
  await expect(page.getByText("Slow-cooked in clay")).toHaveCount(0);
  await page.goto(platformUrl(baseURL, "/dashboard/marketing/campaigns"));
  await expect(page.getByText("Nothing here yet.")).toBeVisible();
  await expect(page.getByText("Spring tea season")).toHaveCount(0);
  await page.goto(platformUrl(baseURL, "/dashboard/marketing/templates"));
  await expect(page.getByRole("heading", { name: "Template categories" })).toBeVisible();
  await expect(page.getByText("New arrival", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Eid banner")).toHaveCount(0);
  await page.goto(platformUrl(baseURL, "/dashboard/marketing/accounts"));
  await expect(page.getByText("No account is connected.")).toBeVisible();
  await expect(page.getByText("Demo Shop")).toHaveCount(0);
});

test("posts are shown 20 a page, paged by the API", async ({ page, baseURL, request }) => {
  const auth = { authorization: `Bearer ${await ownerToken(request, baseURL)}` };
  const made: number[] = [];
  for (let at = 1; at <= 21; at++) {
    const answer = await request.post(platformUrl(baseURL, "/api/posts"), { headers: auth, data: { caption: `Paged post ${at}` } });
    made.push((await answer.json()).id);
  }
  await signIn(page, baseURL);
  await page.goto(platformUrl(baseURL, "/dashboard/marketing/posts"));
  const list = page.getByRole("list", { name: "Posts" });
  await expect(list.getByText("Paged post 21", { exact: true })).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(20);
  await expect(list.getByText("Paged post 1", { exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(list.getByText("Paged post 1", { exact: true })).toBeVisible();
  await expect(list.getByText("Paged post 21", { exact: true })).toHaveCount(0);
  await screenshots(page, "marketing-posts-page-2");
  for (const id of made) await request.delete(platformUrl(baseURL, `/api/posts/${id}`), { headers: auth });
});

test("templates and platforms are shown 20 a page, paged by the API", async ({ page, baseURL, request }) => {
  const auth = { authorization: `Bearer ${await ownerToken(request, baseURL)}` };
  const api = async (method: "post" | "delete" | "get", path: string, data?: unknown) =>
    (await request[method](platformUrl(baseURL, `/api${path}`), { headers: auth, data })).json();
  const category = (await api("get", "/categories")).data[0].id as number;
  const [templates, platforms]: [number[], number[]] = [[], []];
  const [templateCount, platformCount] = [(await api("get", "/templates")).data.length, (await api("get", "/platforms")).length];
  for (let at = templateCount + 1; at <= 21; at++)
    templates.push((await api("post", "/templates", { name: `Paged template ${at}`, category_id: category })).data.id);
  for (let at = platformCount + 1; at <= 21; at++)
    platforms.push((await api("post", "/platforms", { name: `Paged platform ${at}`, icon: "https://cdn.example/p.svg" })).id);

  await signIn(page, baseURL);
  await page.goto(platformUrl(baseURL, "/dashboard/marketing/templates"));
  await expect(page.getByRole("button", { name: /^Edit template / })).toHaveCount(20);
  await expect(page.getByText("Paged template 21")).toHaveCount(0);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Paged template 21")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Edit template / })).toHaveCount(1);

  await page.goto(platformUrl(baseURL, "/dashboard/marketing/platforms"));
  await expect(page.getByRole("button", { name: /^Edit platform / })).toHaveCount(20);
  await expect(page.getByText("Paged platform 21")).toHaveCount(0);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Paged platform 21" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Edit platform / })).toHaveCount(1);
  await screenshots(page, "marketing-platforms-page-2");
  await inFrenchAndArabic(page, baseURL, "marketing-platforms-paged", () => expect(page.getByText("Paged platform 20")).toBeVisible());
  for (const id of templates) await api("delete", `/templates/${id}`);
  for (const id of platforms) await api("delete", `/platforms/${id}`);
});

/** A calendar day `days` from today (YYYY-MM-DD). */
function daysAhead(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
