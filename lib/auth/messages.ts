import { defineMessages } from "../i18n/messages";

// What signing in and choosing a password say, in the store's language (English on the platform).
// Pure: the password rule that uses them runs in browsers too.

// Laravel's `auth.failed` and its French and Arabic translations (laravel-lang), which the apps
// already show: unlike `Unauthenticated.`, Laravel translates this one.
export const signInMessages = defineMessages({
  en: { failed: "These credentials do not match our records.", disabled: "This account is disabled." },
  fr: { failed: "Ces identifiants ne correspondent pas à nos enregistrements.", disabled: "Ce compte est désactivé." },
  ar: { failed: "بيانات الاعتماد هذه غير متطابقة مع البيانات المسجلة لدينا.", disabled: "هذا الحساب معطل." },
});

/** Why a password someone chooses is refused (./password-rule.ts). */
export const passwordMessages = defineMessages({
  en: {
    short: "The password must be at least 8 characters.",
    common: "This password is too common: choose one that is harder to guess.",
    blank: "The password must not be only spaces.",
    email: "The password must not be your e-mail address, nor the name before its @.",
  },
  fr: {
    short: "Le mot de passe doit contenir au moins 8 caractères.",
    common: "Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner.",
    blank: "Le mot de passe ne doit pas être fait que d'espaces.",
    email: "Le mot de passe ne doit pas être votre adresse e-mail, ni le nom avant son @.",
  },
  ar: {
    short: "يجب أن تتكون كلمة المرور من 8 أحرف على الأقل.",
    common: "كلمة المرور هذه شائعة جدًا: اختر كلمة يصعب تخمينها.",
    blank: "يجب ألا تتكون كلمة المرور من مسافات فقط.",
    email: "يجب ألا تكون كلمة المرور بريدك الإلكتروني ولا الاسم الذي يسبق @ فيه.",
  },
});
