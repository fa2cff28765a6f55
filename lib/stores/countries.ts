import { getCountry } from "countries-and-timezones";
import countryToCurrency from "country-to-currency";
import isoCountries from "i18n-iso-countries";
import ar from "i18n-iso-countries/langs/ar.json";
import en from "i18n-iso-countries/langs/en.json";
import fr from "i18n-iso-countries/langs/fr.json";
import type { Language } from "../i18n/messages";

// Where a store is, as the sign-up asks it: the ISO 3166-1 countries with their names in the
// dashboard's languages, and what a country sets by default (its currency, its time zones). Read by
// the sign-up form and the API alike, so that what the form preselects is what the API would choose.

for (const locale of [en, fr, ar]) isoCountries.registerLocale(locale);

/** The platform's home market: the sign-up's country when none is chosen in the form. */
export const DEFAULT_COUNTRY = "MA";

/** ISO 3166-1 alpha-2 codes, upper-case. */
export const COUNTRY_CODES = Object.keys(isoCountries.getAlpha2Codes());

export const isCountryCode = (code: string) => isoCountries.isValid(code) && /^[A-Z]{2}$/.test(code);

/** Every country by its name in the language, sorted as that language sorts. */
export function countryNames(language: Language): { code: string; name: string }[] {
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ code, name: isoCountries.getName(code, language) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
}

const knownCurrency = (code: string | undefined) => (code && Intl.supportedValuesOf("currency").includes(code) ? code : undefined);
const knownZone = (zone: string) => {
  try {
    return new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone === zone;
  } catch {
    return false;
  }
};

/**
 * What a country gives a new store unless the owner says otherwise: its currency, and its time zones
 * (in countries-and-timezones' order, by name: the first is the default, which a country of several
 * zones may want changed), both as Intl knows them, so that the API's own checks accept them.
 */
export function countryDefaults(code: string): { currency: string | undefined; timezones: string[] } {
  const currency = knownCurrency((countryToCurrency as Record<string, string | undefined>)[code]);
  const timezones = (getCountry(code)?.timezones ?? []).filter(knownZone);
  return { currency, timezones };
}
