import { defineMessages } from "../../i18n/messages";

export const alertMessages = defineMessages({
  en: {
    bell: "Notifications",
    bellUnseen: "Notifications, {count} new",
    nothing: "Nothing needs your attention.",
    new_orders: "New orders",
    return_requests: "Returns asked",
    failed_posts: "Posts that failed to publish",
    failed_webhooks: "Webhook deliveries that failed",
    pending_reviews: "Reviews waiting for approval",
    low_stock: "Products or variants low in stock",
  },
  fr: {
    bell: "Notifications",
    bellUnseen: "Notifications, {count} nouvelles",
    nothing: "Rien ne demande votre attention.",
    new_orders: "Nouvelles commandes",
    return_requests: "Retours demandés",
    failed_posts: "Publications en échec",
    failed_webhooks: "Envois de webhooks en échec",
    pending_reviews: "Avis en attente d'approbation",
    low_stock: "Produits ou variantes en stock bas",
  },
  ar: {
    bell: "الإشعارات",
    bellUnseen: "الإشعارات، {count} جديدة",
    nothing: "لا شيء يتطلب انتباهك.",
    new_orders: "طلبات جديدة",
    return_requests: "طلبات إرجاع",
    failed_posts: "منشورات فشل نشرها",
    failed_webhooks: "إرسالات ويب هوك فشلت",
    pending_reviews: "تقييمات بانتظار الموافقة",
    low_stock: "منتجات أو متغيرات مخزونها منخفض",
  },
});
