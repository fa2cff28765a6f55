import { defineMessages } from "../i18n/messages";

// What the social routes say, in the store's language.
export const socialMessages = defineMessages({
  en: {
    pastDate: "The publish date must be in the future: it is {now} in {timezone}.",
    tooFar: "The publish date must be within a year.",
    notConfigured: "Facebook is not configured on this platform: its administrator must set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET.",
    noFacebookPage: "No Facebook page is connected to this store: connect a Facebook page first.",
    noInstagramAccount: "No Instagram account is connected to this store: connect a Facebook page linked to an Instagram business account first.",
    pageNotConnected: "This page is not connected to the store.",
    unavailable: "Publishing now is not available on this server yet.",
    scheduled: "The post is scheduled.",
  },
  fr: {
    pastDate: "La date de publication doit être dans le futur : il est {now} ({timezone}).",
    tooFar: "La date de publication doit être dans moins d'un an.",
    notConfigured: "Facebook n'est pas configuré sur cette plateforme : son administrateur doit définir FACEBOOK_APP_ID et FACEBOOK_APP_SECRET.",
    noFacebookPage: "Aucune page Facebook n'est connectée à cette boutique : connectez d'abord une page Facebook.",
    noInstagramAccount:
      "Aucun compte Instagram n'est connecté à cette boutique : connectez d'abord une page Facebook liée à un compte Instagram professionnel.",
    pageNotConnected: "Cette page n'est pas connectée à la boutique.",
    unavailable: "La publication immédiate n'est pas encore disponible sur ce serveur.",
    scheduled: "La publication est programmée.",
  },
  ar: {
    pastDate: "يجب أن يكون تاريخ النشر في المستقبل: الساعة الآن {now} ({timezone}).",
    tooFar: "يجب أن يكون تاريخ النشر خلال سنة.",
    notConfigured: "فيسبوك غير مهيأ على هذه المنصة: على مسؤولها تعيين FACEBOOK_APP_ID و FACEBOOK_APP_SECRET.",
    noFacebookPage: "لا توجد صفحة فيسبوك مرتبطة بهذا المتجر: اربط صفحة فيسبوك أولاً.",
    noInstagramAccount: "لا يوجد حساب إنستغرام مرتبط بهذا المتجر: اربط أولاً صفحة فيسبوك مرتبطة بحساب إنستغرام تجاري.",
    pageNotConnected: "هذه الصفحة غير مرتبطة بالمتجر.",
    unavailable: "النشر الفوري غير متاح على هذا الخادم بعد.",
    scheduled: "تمت جدولة المنشور.",
  },
});
