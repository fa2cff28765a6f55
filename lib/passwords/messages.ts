import { defineMessages } from "../i18n/messages";

// What the password routes answer and e-mail, in the store's language (English on the platform's
// routes that name no store: an owner's forgotten password, their reset).
export const passwordResetMessages = defineMessages({
  en: {
    codeSent: "If an account has this e-mail address, a code to choose a new password is on its way. It is valid for 15 minutes.",
    linkSent: "If an account has this e-mail address, a link to choose a new password is on its way. It is valid for an hour.",
    codeInvalid: "This code is wrong or has expired. Ask for a new one.",
    linkInvalid: "This link is invalid or has expired. Ask for a new one.",
    passwordReset: "Your password has been changed. Sign in with the new one.",
    passwordChanged: "Your password has been changed. Your other sessions are signed out.",
    currentWrong: "The current password is wrong.",
    signedOutEverywhere: "You are signed out everywhere.",
    codeSubject: "Your code for a new password at {store}",
    codeBody:
      "Hello {name},\n\nYour code to choose a new password at {store}: {code}\n\nIt is valid for 15 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.\n{store}",
    linkSubject: "A new password for {store}'s dashboard",
    linkBody:
      "Hello {name},\n\nTo choose a new password for {store}'s dashboard, open this link within an hour:\n{link}\n\nIf you did not ask for it, ignore this e-mail: your password stays as it is.",
  },
  fr: {
    codeSent: "Si un compte a cette adresse e-mail, un code pour choisir un nouveau mot de passe lui est envoyé. Il est valable 15 minutes.",
    linkSent: "Si un compte a cette adresse e-mail, un lien pour choisir un nouveau mot de passe lui est envoyé. Il est valable une heure.",
    codeInvalid: "Ce code est erroné ou a expiré. Demandez-en un nouveau.",
    linkInvalid: "Ce lien n'est pas valide ou a expiré. Demandez-en un nouveau.",
    passwordReset: "Votre mot de passe a été changé. Connectez-vous avec le nouveau.",
    passwordChanged: "Votre mot de passe a été changé. Vos autres sessions sont déconnectées.",
    currentWrong: "Le mot de passe actuel est erroné.",
    signedOutEverywhere: "Vous êtes déconnecté partout.",
    codeSubject: "Votre code pour un nouveau mot de passe chez {store}",
    codeBody:
      "Bonjour {name},\n\nVotre code pour choisir un nouveau mot de passe chez {store} : {code}\n\nIl est valable 15 minutes. Si vous ne l'avez pas demandé, ignorez cet e-mail : votre mot de passe reste le même.\n{store}",
    linkSubject: "Un nouveau mot de passe pour le tableau de bord de {store}",
    linkBody:
      "Bonjour {name},\n\nPour choisir un nouveau mot de passe pour le tableau de bord de {store}, ouvrez ce lien dans l'heure :\n{link}\n\nSi vous ne l'avez pas demandé, ignorez cet e-mail : votre mot de passe reste le même.",
  },
  ar: {
    codeSent: "إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أُرسل إليه رمز لاختيار كلمة مرور جديدة. الرمز صالح لمدة 15 دقيقة.",
    linkSent: "إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أُرسل إليه رابط لاختيار كلمة مرور جديدة. الرابط صالح لمدة ساعة.",
    codeInvalid: "هذا الرمز خاطئ أو منتهي الصلاحية. اطلب رمزًا جديدًا.",
    linkInvalid: "هذا الرابط غير صالح أو منتهي الصلاحية. اطلب رابطًا جديدًا.",
    passwordReset: "تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.",
    passwordChanged: "تم تغيير كلمة المرور. تم تسجيل الخروج من جلساتك الأخرى.",
    currentWrong: "كلمة المرور الحالية خاطئة.",
    signedOutEverywhere: "تم تسجيل خروجك من كل الأجهزة.",
    codeSubject: "رمزك لكلمة مرور جديدة في {store}",
    codeBody:
      "مرحبًا {name}،\n\nرمزك لاختيار كلمة مرور جديدة في {store}: {code}\n\nالرمز صالح لمدة 15 دقيقة. إذا لم تطلبه، فتجاهل هذا البريد: تبقى كلمة مرورك كما هي.\n{store}",
    linkSubject: "كلمة مرور جديدة للوحة تحكم {store}",
    linkBody:
      "مرحبًا {name}،\n\nلاختيار كلمة مرور جديدة للوحة تحكم {store}، افتح هذا الرابط خلال ساعة:\n{link}\n\nإذا لم تطلبه، فتجاهل هذا البريد: تبقى كلمة مرورك كما هي.",
  },
});

export type PasswordResetMessage = Parameters<typeof passwordResetMessages>[1];
