// Prints the SQL that writes the reference places (prisma/migrations/*_reference_places): every
// ISO 3166-1 country with its English, French and Arabic names from i18n-iso-countries, and
// Morocco's regions and towns (scripts/places/morocco.ts). `npx tsx scripts/reference-places-sql.ts`
import countries from "i18n-iso-countries";
import ar from "i18n-iso-countries/langs/ar.json" with { type: "json" };
import en from "i18n-iso-countries/langs/en.json" with { type: "json" };
import fr from "i18n-iso-countries/langs/fr.json" with { type: "json" };
import { MOROCCO_REGIONS } from "./places/morocco";

for (const locale of [en, fr, ar]) countries.registerLocale(locale);

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;
const row = (values: string[]) => `  (${values.map(text).join(", ")})`;
const nameIn = (code: string, language: string) => {
  const name = countries.getName(code, language);
  if (!name) throw new Error(`no ${language} name for ${code}`);
  return name;
};

const codes = Object.keys(countries.getAlpha2Codes()).sort();
const statements = [
  `INSERT INTO "countries" ("code", "name", "name_fr", "name_ar") VALUES\n${codes.map((code) => row([code, nameIn(code, "en"), nameIn(code, "fr"), nameIn(code, "ar")])).join(",\n")};`,
  `INSERT INTO "cities" ("country_id", "code", "name", "name_fr", "name_ar")
SELECT c."id", v.* FROM "countries" c, (VALUES\n${MOROCCO_REGIONS.map((r) => row([r.code, ...r.names])).join(",\n")}\n) AS v(code, name, name_fr, name_ar)
WHERE c."code" = 'MA';`,
  `INSERT INTO "states" ("city_id", "name", "name_fr", "name_ar")
SELECT r."id", v."name", v."name_fr", v."name_ar" FROM "cities" r JOIN (VALUES\n${MOROCCO_REGIONS.flatMap((r) => r.towns.map((t) => row([r.code, ...t]))).join(",\n")}\n) AS v(region, name, name_fr, name_ar)
ON r."code" = v."region" AND r."store_id" IS NULL;`,
];
console.log(statements.join("\n\n"));
