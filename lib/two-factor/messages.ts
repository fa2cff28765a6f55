import { defineMessages } from "../i18n/messages";

// What two-factor sign-in says, in the store's language.
export const twoFactorMessages = defineMessages({
  en: {
    wrongCode: "This code is not valid: enter the current code of your authenticator app, or one of your recovery codes.",
    wrongSetupCode: "This code is not valid: enter the current code your authenticator app shows for this account.",
    wrongProof: "Enter your password, or a current code of your authenticator app.",
    challengeOver: "This sign-in has expired or was already used: sign in again.",
    notStarted: "Start setting up two-factor sign-in first.",
    alreadyOn: "Two-factor sign-in is already on for this account.",
    notOn: "Two-factor sign-in is not on for this account.",
    requiredForStaff: "Your store requires two-factor sign-in: it cannot be turned off.",
    ownerOnly: "Only the store's owner can change this.",
  },
  fr: {
    wrongCode: "Ce code n'est pas valide : saisissez le code actuel de votre application d'authentification, ou l'un de vos codes de récupération.",
    wrongSetupCode: "Ce code n'est pas valide : saisissez le code actuel que votre application d'authentification affiche pour ce compte.",
    wrongProof: "Saisissez votre mot de passe, ou un code actuel de votre application d'authentification.",
    challengeOver: "Cette connexion a expiré ou a déjà servi : connectez-vous à nouveau.",
    notStarted: "Commencez d'abord la configuration de la connexion en deux étapes.",
    alreadyOn: "La connexion en deux étapes est déjà activée pour ce compte.",
    notOn: "La connexion en deux étapes n'est pas activée pour ce compte.",
    requiredForStaff: "Votre boutique exige la connexion en deux étapes : elle ne peut pas être désactivée.",
    ownerOnly: "Seul le propriétaire de la boutique peut modifier ce réglage.",
  },
  ar: {
    wrongCode: "هذا الرمز غير صالح: أدخل الرمز الحالي لتطبيق المصادقة، أو أحد رموز الاسترداد.",
    wrongSetupCode: "هذا الرمز غير صالح: أدخل الرمز الحالي الذي يعرضه تطبيق المصادقة لهذا الحساب.",
    wrongProof: "أدخل كلمة المرور، أو رمزًا حاليًا من تطبيق المصادقة.",
    challengeOver: "انتهت صلاحية تسجيل الدخول هذا أو سبق استخدامه: سجّل الدخول من جديد.",
    notStarted: "ابدأ أولًا بإعداد تسجيل الدخول بخطوتين.",
    alreadyOn: "تسجيل الدخول بخطوتين مفعّل بالفعل لهذا الحساب.",
    notOn: "تسجيل الدخول بخطوتين غير مفعّل لهذا الحساب.",
    requiredForStaff: "يشترط متجرك تسجيل الدخول بخطوتين: لا يمكن إيقافه.",
    ownerOnly: "وحده مالك المتجر يمكنه تغيير هذا الإعداد.",
  },
});
