"use client";

import { useMutation } from "@tanstack/react-query";
import { DASHBOARD_API } from "@/lib/dashboard/api-client";
import { orderMessages } from "@/lib/dashboard/messages/orders";
import { useMessages } from "../language";
import { Button } from "../ui/buttons";

/**
 * "Packing slips (n)" for the orders ticked in the list: one PDF, opened in a new tab. A POST
 * (the ids are its body), so the PDF comes back through fetch and is shown from a blob.
 */
export function PackingSlipsButton({ ids }: { ids: number[] }) {
  const t = useMessages(orderMessages);
  const print = useMutation({
    mutationFn: async () => {
      const answer = await fetch(`${DASHBOARD_API}/orders/packing-slips`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ids }),
      });
      if (!answer.ok) throw new Error(t("printFailed"));
      const url = URL.createObjectURL(await answer.blob());
      window.open(url, "_blank", "noopener");
      // The new tab has read it by then; the page need not keep the PDF.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <Button variant="secondary" disabled={ids.length === 0 || print.isPending} onClick={() => print.mutate()}>
        {t("packingSlips")} ({ids.length})
      </Button>
      <span role="status" className="text-sm text-red-700">
        {print.error?.message ?? ""}
      </span>
    </div>
  );
}
