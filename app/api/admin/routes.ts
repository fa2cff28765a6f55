// Every administration API route, by its public path, in two groups: the routes of the contract,
// whose shapes existing owner apps parse (../shared/spec/admin-api.md), and the management routes
// we design (`{success, data}`, shape D lists). The API reference is built from these maps, and a
// unit test checks that no route under app/api/admin is missing from them.
import type { RouteGroup } from "@/lib/api/openapi";
import type { RouteModule } from "@/lib/api/route-doc";
import * as acceptInvitation from "./accept-invitation/route";
import * as alerts from "./alerts/route";
import * as alertsSeen from "./alerts/seen/route";
import * as exportCustomers from "./exports/customers.csv/route";
import * as exportOrders from "./exports/orders.csv/route";
import * as exportProducts from "./exports/products.csv/route";
import * as emailPreviews from "./email-previews/route";
import * as emailPreviewPage from "./email-previews/page/route";
import * as importProducts from "./imports/products/route";
import * as importOne from "./imports/[id]/route";
import * as returns from "./returns/route";
import * as returnOne from "./returns/[id]/route";
import * as reviews from "./reviews/route";
import * as reviewOne from "./reviews/[id]/route";
import * as webhooks from "./webhooks/route";
import * as webhook from "./webhooks/[id]/route";
import * as webhookDeliveries from "./webhooks/[id]/deliveries/route";
import * as webhookRedeliver from "./webhooks/[id]/deliveries/[delivery_id]/redeliver/route";
import * as auditLog from "./audit-log/route";
import * as campaign from "./campaigns/[id]/route";
import * as campaigns from "./campaigns/route";
import * as category from "./categories/[id]/route";
import * as categories from "./categories/route";
import * as contentGenerator from "./content-generator/route";
import * as currency from "./currencies/[id]/route";
import * as currencies from "./currencies/route";
import * as coupon from "./coupons/[id]/route";
import * as coupons from "./coupons/route";
import * as customer from "./customers/[id]/route";
import * as customerStatus from "./customers/[id]/status/route";
import * as customers from "./customers/route";
import * as facebookCallback from "./facebook/callback/route";
import * as facebookConnect from "./facebook/connect/route";
import * as facebookPages from "./facebook/pages/route";
import * as facebookPublishPostJob from "./facebook/publish-post-job/route";
import * as facebookPublishPost from "./facebook/publish-post/route";
import * as fetchAllProducts from "./fetch-all-products/route";
import * as fetchCategoriesProduct from "./fetch-categories-product/[permalink]/route";
import * as fetchCategories from "./fetch-categories/route";
import * as fontsAndColors from "./fonts-and-colors/route";
import * as gallery from "./gallery-store/route";
import * as getAllOrders from "./get-all-orders/route";
import * as getProduct from "./get-product/[slug]/route";
import * as getStoreLanguage from "./get-store-language/route";
import * as getStorePrompt from "./get-store-prompt/route";
import * as imageGallery from "./image-gallery/route";
import * as instagramPublishPostJob from "./instagram/publish-post-job/route";
import * as instagramPublishPost from "./instagram/publish-post/route";
import * as changePassword from "./change-password/route";
import * as forgotPassword from "./forgot-password/route";
import * as login from "./login/route";
import * as loginTwoFactorEnable from "./login/two-factor/enable/route";
import * as loginTwoFactor from "./login/two-factor/route";
import * as loginTwoFactorSetup from "./login/two-factor/setup/route";
import * as logout from "./logout/route";
import * as logoutEverywhere from "./logout-everywhere/route";
import * as resetPassword from "./reset-password/route";
import * as operatorLogin from "./operator/login/route";
import * as operatorLoginTwoFactor from "./operator/login/two-factor/route";
import * as operatorLogout from "./operator/logout/route";
import * as operatorStores from "./operator/stores/route";
import * as operatorStoreSuspension from "./operator/stores/[id]/suspension/route";
import * as media from "./media/[id]/route";
import * as orderDeliveryStatus from "./orders/[id]/delivery-status/route";
import * as orderInvoice from "./orders/[id]/invoice/route";
import * as orderPackingSlip from "./orders/[id]/packing-slip/route";
import * as packingSlips from "./orders/packing-slips/route";
import * as orderPaymentStatus from "./orders/[id]/payment-status/route";
import * as orderRead from "./orders/[id]/read/route";
import * as orderRefunds from "./orders/[id]/refunds/route";
import * as orderRefundCreditNote from "./orders/[id]/refunds/[refund_id]/credit-note/route";
import * as order from "./orders/[id]/route";
import * as orders from "./orders/route";
import * as overview from "./overview/route";
import * as paymentMethod from "./payment-methods/[id]/route";
import * as paymentMethods from "./payment-methods/route";
import * as pickupPoint from "./pickup-points/[id]/route";
import * as pickupPoints from "./pickup-points/route";
import * as platformConnections from "./platform-connections/route";
import * as platform from "./platforms/[id]/route";
import * as platforms from "./platforms/route";
import * as popularProducts from "./popular-products/route";
import * as postJob from "./posts/[id]/[job_id]/route";
import * as post from "./posts/[id]/route";
import * as posts from "./posts/route";
import * as productCategory from "./product-categories/[id]/route";
import * as productCategoryPosition from "./product-categories/[id]/position/route";
import * as productCategoriesOrder from "./product-categories/order/route";
import * as productCategories from "./product-categories/route";
import * as productById from "./products/[id]/route";
import * as products from "./products/route";
import * as profile from "./profile/route";
import * as register from "./register/route";
import * as resolution from "./resolutions/[id]/route";
import * as resolutions from "./resolutions/route";
import * as saveImage from "./save-image/route";
import * as saveVideo from "./save-video/route";
import * as storeDomainCheck from "./store/domain/check/route";
import * as storeDomain from "./store/domain/route";
import * as store from "./store/route";
import * as subdomainAvailability from "./subdomain-availability/route";
import * as staffInvitation from "./staff/[id]/invitation/route";
import * as staffMakeOwner from "./staff/[id]/make-owner/route";
import * as staffMember from "./staff/[id]/route";
import * as staff from "./staff/route";
import * as supplier from "./suppliers/[id]/route";
import * as suppliers from "./suppliers/route";
import * as shippingRate from "./shipping-rates/[id]/route";
import * as shippingZoneRates from "./shipping-zones/[id]/rates/route";
import * as shippingZone from "./shipping-zones/[id]/route";
import * as shippingZones from "./shipping-zones/route";
import * as shippingCity from "./shipping/cities/[id]/route";
import * as shippingCities from "./shipping/cities/route";
import * as shippingCountries from "./shipping/countries/route";
import * as shippingState from "./shipping/states/[id]/route";
import * as shippingStates from "./shipping/states/route";
import * as template from "./templates/[id]/route";
import * as templates from "./templates/route";
import * as tlsAllowed from "./tls/allowed/route";
import * as templateRender from "./templates/[id]/render/route";
import * as twoFactorDisable from "./two-factor/disable/route";
import * as twoFactorEnable from "./two-factor/enable/route";
import * as twoFactorRecoveryCodes from "./two-factor/recovery-codes/route";
import * as twoFactor from "./two-factor/route";
import * as twoFactorSetup from "./two-factor/setup/route";
import * as twoFactorStaffRequirement from "./two-factor/staff-requirement/route";
import * as user from "./user/route";
import * as videoGallery from "./video-gallery/route";

export const documentedAdminRoutes: Record<string, RouteModule> = {
  "/login": login,
  "/logout": logout,
  "/logout-everywhere": logoutEverywhere,
  "/forgot-password": forgotPassword,
  "/reset-password": resetPassword,
  "/change-password": changePassword,
  "/user": user,
  "/categories": categories,
  "/categories/{id}": category,
  "/templates": templates,
  "/templates/{id}": template,
  "/campaigns": campaigns,
  "/campaigns/{id}": campaign,
  "/posts": posts,
  "/posts/{id}": post,
  "/posts/{id}/{job_id}": postJob,
  "/platforms": platforms,
  "/platforms/{id}": platform,
  "/resolutions": resolutions,
  "/resolutions/{id}": resolution,
  "/platform-connections": platformConnections,
  "/facebook/pages": facebookPages,
  "/facebook/publish-post": facebookPublishPost,
  "/facebook/publish-post-job": facebookPublishPostJob,
  "/instagram/publish-post": instagramPublishPost,
  "/instagram/publish-post-job": instagramPublishPostJob,
  "/content-generator": contentGenerator,
  "/gallery-store": gallery,
  "/image-gallery": imageGallery,
  "/video-gallery": videoGallery,
  "/save-image": saveImage,
  "/save-video": saveVideo,
  "/get-store-prompt": getStorePrompt,
  "/get-store-language": getStoreLanguage,
  "/fonts-and-colors": fontsAndColors,
  "/get-all-orders": getAllOrders,
  "/fetch-all-products": fetchAllProducts,
  "/get-product/{slug}": getProduct,
  "/popular-products": popularProducts,
  "/fetch-categories": fetchCategories,
  "/fetch-categories-product/{permalink}": fetchCategoriesProduct,
};

export const managementRoutes: Record<string, RouteModule> = {
  "/media/{id}": media,
  "/orders": orders,
  "/orders/{id}": order,
  "/orders/{id}/delivery-status": orderDeliveryStatus,
  "/orders/{id}/payment-status": orderPaymentStatus,
  "/orders/{id}/read": orderRead,
  "/orders/{id}/invoice": orderInvoice,
  "/orders/{id}/packing-slip": orderPackingSlip,
  "/orders/packing-slips": packingSlips,
  "/orders/{id}/refunds": orderRefunds,
  "/orders/{id}/refunds/{refund_id}/credit-note": orderRefundCreditNote,
  "/customers": customers,
  "/customers/{id}": customer,
  "/customers/{id}/status": customerStatus,
  "/overview": overview,
  "/alerts": alerts,
  "/alerts/seen": alertsSeen,
  "/exports/orders.csv": exportOrders,
  "/exports/customers.csv": exportCustomers,
  "/exports/products.csv": exportProducts,
  "/email-previews": emailPreviews,
  "/email-previews/page": emailPreviewPage,
  "/imports/products": importProducts,
  "/imports/{id}": importOne,
  "/returns": returns,
  "/returns/{id}": returnOne,
  "/reviews": reviews,
  "/reviews/{id}": reviewOne,
  "/webhooks": webhooks,
  "/webhooks/{id}": webhook,
  "/webhooks/{id}/deliveries": webhookDeliveries,
  "/webhooks/{id}/deliveries/{delivery_id}/redeliver": webhookRedeliver,
  "/profile": profile,
  "/products": products,
  "/products/{id}": productById,
  "/product-categories": productCategories,
  "/product-categories/{id}": productCategory,
  "/product-categories/{id}/position": productCategoryPosition,
  "/product-categories/order": productCategoriesOrder,
  "/suppliers": suppliers,
  "/suppliers/{id}": supplier,
  "/register": register,
  "/operator/login": operatorLogin,
  "/operator/login/two-factor": operatorLoginTwoFactor,
  "/operator/logout": operatorLogout,
  "/operator/stores": operatorStores,
  "/operator/stores/{id}/suspension": operatorStoreSuspension,
  "/subdomain-availability": subdomainAvailability,
  "/store": store,
  "/store/domain": storeDomain,
  "/store/domain/check": storeDomainCheck,
  "/tls/allowed": tlsAllowed,
  "/currencies": currencies,
  "/currencies/{id}": currency,
  "/coupons": coupons,
  "/coupons/{id}": coupon,
  "/payment-methods": paymentMethods,
  "/payment-methods/{id}": paymentMethod,
  "/shipping-zones": shippingZones,
  "/shipping-zones/{id}": shippingZone,
  "/shipping-zones/{id}/rates": shippingZoneRates,
  "/shipping-rates/{id}": shippingRate,
  "/pickup-points": pickupPoints,
  "/pickup-points/{id}": pickupPoint,
  "/shipping/countries": shippingCountries,
  "/shipping/cities": shippingCities,
  "/shipping/cities/{id}": shippingCity,
  "/shipping/states": shippingStates,
  "/shipping/states/{id}": shippingState,
  "/facebook/connect": facebookConnect,
  "/facebook/callback": facebookCallback,
  "/templates/{id}/render": templateRender,
  "/login/two-factor": loginTwoFactor,
  "/login/two-factor/setup": loginTwoFactorSetup,
  "/login/two-factor/enable": loginTwoFactorEnable,
  "/two-factor": twoFactor,
  "/two-factor/setup": twoFactorSetup,
  "/two-factor/enable": twoFactorEnable,
  "/two-factor/disable": twoFactorDisable,
  "/two-factor/recovery-codes": twoFactorRecoveryCodes,
  "/two-factor/staff-requirement": twoFactorStaffRequirement,
  "/staff": staff,
  "/staff/{id}": staffMember,
  "/staff/{id}/invitation": staffInvitation,
  "/staff/{id}/make-owner": staffMakeOwner,
  "/accept-invitation": acceptInvitation,
  "/audit-log": auditLog,
};

export const adminApiGroups: RouteGroup[] = [
  {
    tag: { name: "Documented", description: "The routes of the administration contract, with the shapes existing owner apps parse." },
    routes: documentedAdminRoutes,
  },
  { tag: { name: "Management", description: "The platform's own routes for everything else an owner manages." }, routes: managementRoutes },
];
