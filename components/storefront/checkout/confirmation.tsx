"use client";

import Link from "next/link";
import { isolate } from "@/lib/i18n/language";
import { checkoutMessages, type CheckoutMessage } from "@/lib/storefront/messages/checkout";
import { isPaid, OrderView, useOrder, type OrderDetails } from "../account/order-view";

// The order's confirmation, and the page a gateway sends the shopper back to. `payment` says what
// to expect: "online" waits for the gateway's confirmation to reach the order (polling
// /order-details), "returned" is a gateway's return, whose result the server applied before
// sending the shopper here (unpaid then means the payment failed); none is Cash On Delivery.
export type PaymentWait = "online" | "returned" | undefined;

export function Confirmation({ language, initial, payment }: { language: string; initial: OrderDetails; payment: PaymentWait }) {
  const t = (key: CheckoutMessage, params?: Record<string, string | number>) => checkoutMessages(language, key, params);
  const { data } = useOrder(initial, payment === "online");
  const order = data.data;
  const notice = !payment ? null : isPaid(order) ? "paymentReceived" : payment === "online" ? "awaitingPayment" : "paymentFailed";
  const tones = { paymentReceived: "bg-green-50 text-green-900", awaitingPayment: "bg-gray-100 text-gray-800", paymentFailed: "bg-red-50 text-red-900" };
  return (
    <div className="space-y-8">
      <div className="text-center">
        <h1 className="text-3xl font-semibold tracking-tight">
          {notice === "paymentFailed" ? t("payTitle", { code: isolate(order.order_code) }) : t("confirmationTitle")}
        </h1>
        <p className="mt-2 text-gray-600">{t("confirmationLead", { code: isolate(order.order_code) })}</p>
        <p role="status" className={notice ? `mx-auto mt-4 w-fit rounded-full px-4 py-2 text-sm font-medium ${tones[notice]}` : "sr-only"}>
          {notice ? t(notice) : ""}
        </p>
      </div>
      <OrderView language={language} initial={initial} awaitPayment={payment === "online"} />
      <p className="text-center">
        <Link href={`/account/orders/${order.id}`} className="font-semibold underline underline-offset-4">
          {t("viewInAccount")}
        </Link>
      </p>
    </div>
  );
}
