// CMI's signed form goes from /make-payment's answer to the page that posts it
// (/checkout/cmi/{order code}) in this tab's session storage: it exists only in that answer, and
// signed with a one-time `rnd`, it must not be made again (docs/decisions.md, "Storefront checkout").

export type CmiForm = { gateway_url: string; form_data: Record<string, string> };

export const cmiFormKey = (orderCode: string) => `cmi-form:${orderCode}`;

export function saveCmiForm(form: CmiForm) {
  sessionStorage.setItem(cmiFormKey(form.form_data.oid ?? ""), JSON.stringify({ gateway_url: form.gateway_url, form_data: form.form_data }));
}
