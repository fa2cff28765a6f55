// Every customer API route, by its public path: the OpenAPI document is built from this map,
// and a unit test checks that no route under app/api/store is missing from it.
import type { RouteModule } from "@/lib/api/route-doc";
import * as activePaymentMethods from "./active-payment-methods/route";
import * as cartAdd from "./cart/add/route";
import * as cartApplyCoupon from "./cart/apply-coupon/route";
import * as cartClear from "./cart/clear/route";
import * as cartList from "./cart/list/route";
import * as cartRemoveItem from "./cart/remove-item/route";
import * as cartUpdateQuantity from "./cart/update-quantity/route";
import * as currency from "./currency/route";
import * as fetchAllProducts from "./fetch-all-products/route";
import * as fetchAllProductsCategory from "./fetch-all-products-category/route";
import * as fetchCategories from "./fetch-categories/route";
import * as changePasswordCustomer from "./change-password-customer/route";
import * as forgotPasswordCustomer from "./forgot-password-customer/route";
import * as getCitiesOfState from "./get-cities-of-state/route";
import * as getCountries from "./get-countries/route";
import * as getShippingOptions from "./get-shipping-options/route";
import * as getInfoStore from "./get-info-store/route";
import * as getState from "./get-state/route";
import * as getThemeStore from "./get-theme-store/route";
import * as logOutCustomer from "./log-out-customer/route";
import * as logOutEverywhereCustomer from "./log-out-everywhere-customer/route";
import * as loginCustomer from "./login-customer/route";
import * as makePayment from "./make-payment/route";
import * as order from "./order/route";
import * as orderCancel from "./order/cancel/route";
import * as orderReturn from "./order/return/route";
import * as orderDetails from "./order-details/[order_id]/route";
import * as orderInvoice from "./order-invoice/[order_id]/route";
import * as orderCreditNote from "./order-credit-note/[refund_id]/route";
import * as cmiCallback from "./payment/cmi/callback/route";
import * as cmiFail from "./payment/cmi/fail/route";
import * as cmiSuccess from "./payment/cmi/success/route";
import * as paypalCapture from "./payment/paypal/capture/route";
import * as paypalWebhook from "./payment/paypal/webhook/route";
import * as stripeWebhook from "./payment/stripe/webhook/route";
import * as productFacets from "./product-facets/route";
import * as popularProducts from "./popular-products/route";
import * as productDetails from "./product-details/[slug]/route";
import * as productReviews from "./product-reviews/route";
import * as registerCustomer from "./register-customer/route";
import * as resetPasswordCustomer from "./reset-password-customer/route";
import * as searchProducts from "./search-products/route";
import * as unsubscribe from "./unsubscribe/route";
import * as updateProfileCustomer from "./update-profile-customer/route";
import * as userCustomer from "./user-customer/route";

export const customerApiRoutes: Record<string, RouteModule> = {
  "/login-customer": loginCustomer,
  "/register-customer": registerCustomer,
  "/log-out-customer": logOutCustomer,
  "/user-customer": userCustomer,
  "/update-profile-customer": updateProfileCustomer,
  "/forgot-password-customer": forgotPasswordCustomer,
  "/reset-password-customer": resetPasswordCustomer,
  "/change-password-customer": changePasswordCustomer,
  "/log-out-everywhere-customer": logOutEverywhereCustomer,
  "/get-info-store": getInfoStore,
  "/get-theme-store": getThemeStore,
  "/currency": currency,
  "/fetch-all-products": fetchAllProducts,
  "/fetch-all-products-category": fetchAllProductsCategory,
  "/fetch-categories": fetchCategories,
  "/product-details/{slug}": productDetails,
  "/popular-products": popularProducts,
  "/search-products": searchProducts,
  "/order": order,
  "/order-details/{order_id}": orderDetails,
  "/order/cancel": orderCancel,
  "/cart/add": cartAdd,
  "/cart/list": cartList,
  "/cart/remove-item": cartRemoveItem,
  "/cart/update-quantity": cartUpdateQuantity,
  "/cart/clear": cartClear,
  "/cart/apply-coupon": cartApplyCoupon,
  "/get-countries": getCountries,
  "/get-cities-of-state": getCitiesOfState,
  "/get-state": getState,
  "/get-shipping-options": getShippingOptions,
  "/active-payment-methods": activePaymentMethods,
  // Ours, beside the contract: a return asked, an order's invoice, a mail client's one-click unsubscribe, where the payment gateways confirm payments, and the listings' facets.
  "/order/return": orderReturn,
  "/unsubscribe": unsubscribe,
  "/product-reviews": productReviews,
  "/order-invoice/{order_id}": orderInvoice,
  "/order-credit-note/{refund_id}": orderCreditNote,
  "/payment/stripe/webhook": stripeWebhook,
  "/payment/paypal/capture": paypalCapture,
  "/payment/paypal/webhook": paypalWebhook,
  "/payment/cmi/callback": cmiCallback,
  "/payment/cmi/success": cmiSuccess,
  "/payment/cmi/fail": cmiFail,
  "/make-payment": makePayment,
  "/product-facets": productFacets,
};
