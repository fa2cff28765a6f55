"use client";

import Link from "next/link";
import { useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { checkoutMessages } from "@/lib/storefront/messages/checkout";
import { primaryButton } from "../account/form-parts";
import { cmiFormKey, type CmiForm } from "./cmi-form";

// Posts CMI's signed form to its 3D gate as soon as it is on the page; "Continue to payment"
// posts it by hand when the automatic post did not happen (blocked, or the shopper came back).
const noChanges = () => () => {};

/** `kept`: the form as the server found it (rendered, so that it posts without scripts); else this tab's copy. */
export function CmiRedirect({ language, orderCode, kept: serverForm }: { language: string; orderCode: string; kept: CmiForm | null }) {
  const t = (key: Parameters<typeof checkoutMessages>[1]) => checkoutMessages(language, key);
  // Session storage exists only in the browser: nothing during the server's render (undefined).
  const kept = useSyncExternalStore(
    noChanges,
    () => sessionStorage.getItem(cmiFormKey(orderCode)),
    () => undefined,
  );
  // Parsed once per value: the effect below posts the form once.
  const form = useMemo(() => serverForm ?? (kept === undefined ? undefined : kept ? (JSON.parse(kept) as CmiForm) : null), [serverForm, kept]);
  const element = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form) element.current?.submit();
  }, [form]);

  if (form === null)
    return (
      <p className="text-gray-700">
        {t("cmiMissing")}{" "}
        <Link href="/account" className="font-semibold underline underline-offset-4">
          {t("viewInAccount")}
        </Link>
      </p>
    );
  return (
    <form ref={element} method="post" action={form?.gateway_url} acceptCharset="UTF-8">
      {Object.entries(form?.form_data ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={primaryButton} disabled={!form}>
        {t("continueToPayment")}
      </button>
    </form>
  );
}
