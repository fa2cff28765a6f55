import { defineMessages } from "../i18n/messages";

// What the staff routes and the role check answer, in the store's language; the invitation e-mail's words.
export const staffMessages = defineMessages({
  en: {
    forbidden: "Your role does not allow this.",
    notFound: "No person of the store has this id.",
    emailTaken: "This e-mail address already has an account.",
    ownerUnchanged: "The owner's role changes only when the ownership is handed over.",
    ownerStays: "The owner cannot be removed; hand the ownership over first.",
    notPending: "This person has accepted their invitation already.",
    notActive: "Only a person who has accepted their invitation can own the store.",
    invitationInvalid: "This invitation is no longer valid: ask the store's owner to send it again.",
    invitationSubject: "{owner} invites you to {store}",
    invitationBody:
      "Hello {name},\n\n{owner} invites you to help run {store} as {role}.\n\nChoose your password here (the link works once, for 7 days):\n{link}\n\n{store}",
  },
  fr: {
    forbidden: "Votre rôle ne permet pas cette action.",
    notFound: "Aucune personne de la boutique n'a cet identifiant.",
    emailTaken: "Cette adresse e-mail a déjà un compte.",
    ownerUnchanged: "Le rôle du propriétaire ne change qu'en cédant la propriété.",
    ownerStays: "Le propriétaire ne peut pas être retiré ; cédez d'abord la propriété.",
    notPending: "Cette personne a déjà accepté son invitation.",
    notActive: "Seule une personne qui a accepté son invitation peut devenir propriétaire.",
    invitationInvalid: "Cette invitation n'est plus valable : demandez au propriétaire de la boutique de la renvoyer.",
    invitationSubject: "{owner} vous invite à rejoindre {store}",
    invitationBody:
      "Bonjour {name},\n\n{owner} vous invite à gérer {store} avec le rôle {role}.\n\nChoisissez votre mot de passe ici (le lien sert une fois, pendant 7 jours) :\n{link}\n\n{store}",
  },
  ar: {
    forbidden: "دورك لا يسمح بهذا الإجراء.",
    notFound: "لا يوجد شخص في المتجر بهذا المعرّف.",
    emailTaken: "لهذا البريد الإلكتروني حساب بالفعل.",
    ownerUnchanged: "لا يتغير دور المالك إلا بنقل الملكية.",
    ownerStays: "لا يمكن إزالة المالك؛ انقل الملكية أولًا.",
    notPending: "قبل هذا الشخص دعوته بالفعل.",
    notActive: "لا يمكن أن يملك المتجر إلا شخص قبل دعوته.",
    invitationInvalid: "لم تعد هذه الدعوة صالحة: اطلب من مالك المتجر إرسالها مجددًا.",
    invitationSubject: "{owner} يدعوك إلى {store}",
    invitationBody:
      "مرحبًا {name}،\n\nيدعوك {owner} إلى المساعدة في إدارة {store} بدور {role}.\n\nاختر كلمة المرور من هنا (الرابط صالح مرة واحدة لمدة 7 أيام):\n{link}\n\n{store}",
  },
});

/** The roles' names people read (the API's `role` stays the code). */
export const roleMessages = defineMessages({
  en: { owner: "Owner", manager: "Manager", orders: "Orders", marketing: "Marketing", viewer: "Viewer" },
  fr: { owner: "Propriétaire", manager: "Gérant", orders: "Commandes", marketing: "Marketing", viewer: "Lecture seule" },
  ar: { owner: "المالك", manager: "مدير", orders: "الطلبات", marketing: "التسويق", viewer: "اطلاع فقط" },
});
