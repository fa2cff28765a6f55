import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MAX_BODY_BYTES, MAX_JSON_DEPTH } from "../../lib/api/body";
import { SHOPPER_PASSWORD } from "../support/arrange";
import { sql } from "../support/database";
import { call, get, post } from "../support/http";

// A store answers its shoppers in its own language (`stores.language`). Acme is switched to each
// language for the test and put back afterwards: the other files expect it in English.

const host = "acme.localhost";

type Expected = {
  max: (max: number, name: string) => string;
  cleared: string;
  couponNotFound: string;
  couponMinimum: (minimum: string) => string;
  shippingUnavailable: string;
  required: (field: string) => string;
  emailTaken: string;
  notJson: string;
  tooLarge: (kb: number) => string;
  notMultipart: string;
  tooDeep: (depth: number) => string;
  notUtf8: string;
  unsupportedType: string;
  wrongCredentials: string;
  disabled: string;
  commonPassword: string;
};

const EXPECTED: Record<"fr" | "ar", Expected> = {
  fr: {
    max: (max, name) => `Vous pouvez commander au plus ${max} ${name}.`,
    cleared: "Votre panier est vide.",
    couponNotFound: "code promo introuvable",
    couponMinimum: (minimum) => `Ce code promo nécessite un sous-total d'au moins ${minimum}.`,
    shippingUnavailable: "livraison non disponible pour cette adresse",
    required: (field) => `Le champ ${field} est obligatoire.`,
    emailTaken: "Cette adresse e-mail est déjà utilisée.",
    notJson: "Le corps de la requête n'est pas du JSON valide.",
    tooLarge: (kb) => `Le corps de la requête dépasse ${kb} Ko.`,
    notMultipart: "Le corps de la requête n'est pas du multipart/form-data valide.",
    tooDeep: (depth) => `Le corps de la requête imbrique des listes et des objets sur plus de ${depth} niveaux.`,
    notUtf8: "Le corps de la requête n'est pas du texte UTF-8 valide.",
    unsupportedType: "Le corps de la requête doit être envoyé en application/json.",
    wrongCredentials: "Ces identifiants ne correspondent pas à nos enregistrements.",
    disabled: "Ce compte est désactivé.",
    commonPassword: "Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner.",
  },
  ar: {
    max: (max, name) => `يمكنك طلب ${max} على الأكثر من ${name}.`,
    cleared: "سلتك فارغة.",
    couponNotFound: "رمز القسيمة غير موجود",
    couponMinimum: (minimum) => `تتطلب هذه القسيمة مجموعًا فرعيًا لا يقل عن ${minimum}.`,
    shippingUnavailable: "الشحن غير متوفر لهذا العنوان",
    required: (field) => `الحقل ${field} مطلوب.`,
    emailTaken: "البريد الإلكتروني مستخدم بالفعل.",
    notJson: "محتوى الطلب ليس JSON صالحًا.",
    tooLarge: (kb) => `يتجاوز حجم محتوى الطلب ${kb} كيلوبايت.`,
    notMultipart: "محتوى الطلب ليس multipart/form-data صالحًا.",
    tooDeep: (depth) => `يتداخل محتوى الطلب في القوائم والكائنات لأكثر من ${depth} مستوى.`,
    notUtf8: "محتوى الطلب ليس نصًا صالحًا بترميز UTF-8.",
    unsupportedType: "يجب إرسال محتوى الطلب بصيغة application/json.",
    wrongCredentials: "بيانات الاعتماد هذه غير متطابقة مع البيانات المسجلة لدينا.",
    disabled: "هذا الحساب معطل.",
    commonPassword: "كلمة المرور هذه شائعة جدًا: اختر كلمة يصعب تخمينها.",
  },
};

let original: string;
beforeAll(async () => {
  original = (await sql<{ language: string }>("SELECT language FROM stores WHERE subdomain = 'acme'"))[0]!.language;
});
afterAll(async () => {
  await sql("UPDATE stores SET language = $1 WHERE subdomain = 'acme'", [original]);
});

// A product of acme cheaper than the coupon's minimum, so that one unit is refused by it.
async function arrange() {
  const [coupon] = await sql<{ code: string; min_subtotal: string; currency: string }>(
    "SELECT c.code, c.min_subtotal, s.currency_code AS currency FROM coupons c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'acme' AND c.min_subtotal IS NOT NULL LIMIT 1",
  );
  const [product] = await sql<{ id: number; name: string; max: number }>(
    `SELECT p.id, p.name, p.max_item_on_purchase AS max FROM products p JOIN stores s ON s.id = p.store_id
     JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
     WHERE s.subdomain = 'acme' AND p.status = 1 AND p.discount_type IS NULL AND pr.unit_price < $1 AND pr.quantity > p.max_item_on_purchase
     ORDER BY p.id LIMIT 1`,
    [coupon!.min_subtotal],
  );
  // A state of another store is one acme does not serve.
  const [foreignState] = await sql<{ country_id: number; state_id: number }>(
    `SELECT sc.country_id, st.id AS state_id FROM store_countries sc JOIN stores s ON s.id = sc.store_id, states st JOIN stores d ON d.id = st.store_id
     WHERE s.subdomain = 'acme' AND sc.is_active AND d.subdomain = 'demo' LIMIT 1`,
  );
  const email = `lang-${randomUUID().slice(0, 8)}@example.com`;
  const registered = await post(
    "/api/register-customer",
    { name: "Lang", email, phone: "0600000000", password: SHOPPER_PASSWORD, password_confirmation: SHOPPER_PASSWORD },
    { host },
  );
  return { coupon: coupon!, product: product!, address: foreignState!, token: registered.json.token as string, email };
}

describe("messages in the store's language", () => {
  for (const language of ["fr", "ar"] as const) {
    it(`answers cart, coupon, shipping, validation and sign-in messages in ${language}`, async () => {
      const { coupon, product, address, token, email } = await arrange();
      const expected = EXPECTED[language];
      await sql("UPDATE stores SET language = $1 WHERE subdomain = 'acme'", [language]);

      const tooMany = await post("/api/cart/add", { product_id: product.id, quantity: product.max + 1 }, { host, token });
      expect(tooMany.status).toBe(422);
      expect(tooMany.json.message).toBe(expected.max(product.max, product.name));
      expect(tooMany.json.errors.quantity).toEqual([expected.max(product.max, product.name)]);

      const cleared = await call("DELETE", "/api/cart/clear", { host, token });
      expect(cleared.json).toEqual({ success: true, message: expected.cleared });

      const unknown = await post(
        "/api/cart/apply-coupon",
        { coupon_code: `NONE-${randomUUID().slice(0, 8)}`, items: [{ id: product.id, quantity: 1 }] },
        { host },
      );
      expect(unknown.json).toEqual({ success: false, message: expected.couponNotFound });
      const belowMinimum = await post("/api/cart/apply-coupon", { coupon_code: coupon.code, items: [{ id: product.id, quantity: 1 }] }, { host });
      expect(belowMinimum.json).toEqual({ success: false, message: expected.couponMinimum(`${coupon.min_subtotal} ${coupon.currency}`) });

      const unserved = await post(
        "/api/get-shipping-options",
        { products: [{ id: product.id, quantity: 1 }], shipping_type: "home_delivery", delivery_address: address },
        { host },
      );
      expect(unserved.status).toBe(422);
      expect(unserved.json).toEqual({ success: false, message: expected.shippingUnavailable });

      const missing = await post("/api/cart/add", { product_id: product.id }, { host, token });
      expect(missing.status).toBe(422);
      expect(missing.json.message).toBe(expected.required("quantity"));
      expect(missing.json.errors).toEqual({ quantity: [expected.required("quantity")] });

      const again = await post(
        "/api/register-customer",
        { name: "Lang", email, phone: "0600000000", password: SHOPPER_PASSWORD, password_confirmation: SHOPPER_PASSWORD },
        { host },
      );
      expect(again.status).toBe(422);
      expect(again.json).toEqual({ success: false, message: expected.emailTaken, errors: { email: [expected.emailTaken] } });
      const weak = await post(
        "/api/register-customer",
        { name: "Lang", email: `weak-${email}`, phone: "0600000000", password: "password123", password_confirmation: "password123" },
        { host },
      );
      expect(weak.status).toBe(422);
      expect(weak.json).toEqual({ success: false, message: expected.commonPassword, errors: { password: [expected.commonPassword] } });

      const wrong = await post("/api/login-customer", { email, password: "not-the-password" }, { host });
      expect(wrong.status).toBe(401);
      expect(wrong.json).toEqual({ success: false, message: expected.wrongCredentials });
      await sql("UPDATE customers SET status = 2 WHERE email = $1", [email]);
      const disabled = await post("/api/login-customer", { email, password: SHOPPER_PASSWORD }, { host });
      expect(disabled.status).toBe(401);
      expect(disabled.json).toEqual({ success: false, message: expected.disabled });
    });

    it(`refuses broken, oversized, too deep, non-UTF-8 and non-JSON bodies in ${language}, and keeps Laravel's \`Unauthenticated.\``, async () => {
      const { token } = await arrange();
      const expected = EXPECTED[language];
      await sql("UPDATE stores SET language = $1 WHERE subdomain = 'acme'", [language]);

      const broken = await call("POST", "/api/login-customer", { host, rawBody: '{"email": ' });
      expect(broken.status).toBe(400);
      expect(broken.json).toEqual({ success: false, message: expected.notJson });
      const refusals = [
        [await call("POST", "/api/login-customer", { host, rawBody: "[".repeat(MAX_JSON_DEPTH + 1) }), 400, expected.tooDeep(MAX_JSON_DEPTH)],
        [await call("POST", "/api/login-customer", { host, rawBody: Buffer.from('{"email":"\xff"}', "latin1") }), 400, expected.notUtf8],
        [await call("POST", "/api/login-customer", { host, rawBody: "{}", contentType: "text/plain" }), 415, expected.unsupportedType],
      ] as const;
      for (const [reply, status, message] of refusals) {
        expect(reply.status, reply.text).toBe(status);
        expect(reply.json).toEqual({ success: false, message });
      }
      const huge = await post("/api/get-state", { city_id: "1".repeat(DEFAULT_MAX_BODY_BYTES) }, { host });
      expect(huge.status).toBe(413);
      expect(huge.json).toEqual({ success: false, message: expected.tooLarge(DEFAULT_MAX_BODY_BYTES / 1024) });
      const form = await call("POST", "/api/update-profile-customer", {
        host,
        token,
        rawBody: "--b0undary\r\nbroken",
        headers: { "content-type": "multipart/form-data; boundary=b0undary" },
      });
      expect(form.status).toBe(400);
      expect(form.json).toEqual({ success: false, message: expected.notMultipart });
      // The exact text Laravel answers in every locale, which the apps may compare (docs/decisions.md, Errors).
      for (const reply of [await get("/api/user-customer", { host }), await get("/api/user-customer", { host, token: "cus_never-issued" })]) {
        expect(reply.status).toBe(401);
        expect(reply.json).toEqual({ success: false, message: "Unauthenticated." });
      }
    });
  }
});
