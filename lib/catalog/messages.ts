import { defineMessages } from "../i18n/messages";

// The catalog's refusals that both surfaces give, in the store's language: the customer API of a
// product or category a shopper cannot see, the administration API of one the owner does not have.
export const catalogMessages = defineMessages({
  en: { product: "Product not found.", category: "Category not found." },
  fr: { product: "Produit introuvable.", category: "Catégorie introuvable." },
  ar: { product: "المنتج غير موجود.", category: "الفئة غير موجودة." },
});

// The words of a variant's label that are ours, not the owner's (lib/catalog/variant-selection.ts).
export const variantMessages = defineMessages({
  en: { color: "Color" },
  fr: { color: "Couleur" },
  ar: { color: "اللون" },
});

// A posted cart line the catalog cannot price (lib/catalog/price-line.ts).
export const lineMessages = defineMessages({
  en: {
    product: "Product {id} is not available.",
    color: "This color is not offered for {name}.",
    variant: "This variant is not offered for {name}.",
    chooseVariant: "Please choose a variant of {name}.",
    optionUnknown: "This option is not offered for {name}.",
    optionSoldOut: "{option} is sold out.",
    groupMin: "Please choose at least {min} in {group}.",
    groupMax: "Please choose at most {max} in {group}.",
    textMissing: "Please write the text for {option}.",
    textTooLong: "The text for {option} may hold at most {max} characters.",
    textNotTaken: "{option} takes no text.",
  },
  fr: {
    product: "Le produit {id} n'est pas disponible.",
    color: "Cette couleur n'est pas proposée pour {name}.",
    variant: "Cette variante n'est pas proposée pour {name}.",
    chooseVariant: "Veuillez choisir une variante de {name}.",
    optionUnknown: "Cette option n'est pas proposée pour {name}.",
    optionSoldOut: "{option} est épuisé.",
    groupMin: "Veuillez choisir au moins {min} dans {group}.",
    groupMax: "Veuillez choisir au plus {max} dans {group}.",
    textMissing: "Veuillez écrire le texte de {option}.",
    textTooLong: "Le texte de {option} ne peut dépasser {max} caractères.",
    textNotTaken: "{option} ne prend pas de texte.",
  },
  ar: {
    product: "المنتج {id} غير متوفر.",
    color: "هذا اللون غير متوفر لـ {name}.",
    variant: "هذا الخيار غير متوفر لـ {name}.",
    chooseVariant: "يرجى اختيار خيار لـ {name}.",
    optionUnknown: "هذه الإضافة غير متوفرة لـ {name}.",
    optionSoldOut: "نفدت كمية {option}.",
    groupMin: "يرجى اختيار {min} على الأقل في {group}.",
    groupMax: "يرجى اختيار {max} على الأكثر في {group}.",
    textMissing: "يرجى كتابة نص {option}.",
    textTooLong: "لا يمكن أن يتجاوز نص {option} {max} حرفًا.",
    textNotTaken: "{option} لا يقبل نصًا.",
  },
});

// The management routes' field rules (lib/catalog/management-schemas.ts), in the store's language.
export const manageMessages = defineMessages({
  en: {
    slug: "The slug may hold lower-case letters, digits and single hyphens only.",
    repeated: "Each id may be given once.",
    amount: "The amount must be a number from 0 with at most 2 decimals.",
    percent: "The rate must be a percentage from 0 to 100 with at most 2 decimals.",
    color: "The color must be a hex code such as #1f2937.",
    repeatedValue: "Each value may be given once.",
  },
  fr: {
    slug: "Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets simples.",
    repeated: "Chaque identifiant ne peut être donné qu'une fois.",
    amount: "Le montant doit être un nombre positif ou nul avec au plus 2 décimales.",
    percent: "Le taux doit être un pourcentage de 0 à 100 avec au plus 2 décimales.",
    color: "La couleur doit être un code hexadécimal comme #1f2937.",
    repeatedValue: "Chaque valeur ne peut être donnée qu'une fois.",
  },
  ar: {
    slug: "لا يمكن أن يحتوي الرابط إلا على أحرف لاتينية صغيرة وأرقام وشرطات مفردة.",
    repeated: "لا يمكن ذكر كل معرّف إلا مرة واحدة.",
    amount: "يجب أن يكون المبلغ رقمًا من 0 فما فوق بمنزلتين عشريتين على الأكثر.",
    percent: "يجب أن تكون النسبة مئوية من 0 إلى 100 بمنزلتين عشريتين على الأكثر.",
    color: "يجب أن يكون اللون رمزًا سداسيًا عشريًا مثل ‎#1f2937.",
    repeatedValue: "لا يمكن ذكر كل قيمة إلا مرة واحدة.",
  },
});

// The owner's suppliers (lib/catalog/suppliers.ts).
export const supplierMessages = defineMessages({
  en: {
    notFound: "Supplier not found.",
    taken: "The store already has a supplier with this name.",
    inUse: "Products name this supplier: change their supplier first.",
  },
  fr: {
    notFound: "Fournisseur introuvable.",
    taken: "La boutique a déjà un fournisseur de ce nom.",
    inUse: "Des produits nomment ce fournisseur : changez d'abord leur fournisseur.",
  },
  ar: {
    notFound: "المورّد غير موجود.",
    taken: "لدى المتجر مورّد بهذا الاسم بالفعل.",
    inUse: "هناك منتجات تذكر هذا المورّد: غيّر مورّدها أولاً.",
  },
});

// The owner's product categories (lib/catalog/product-categories.ts).
export const productCategoryMessages = defineMessages({
  en: {
    ownParent: "A category cannot sit under itself or under one of its own subcategories.",
    unknownParent: "The store has no category with this id.",
    unknownIds: "The store has no category with the ids {ids}.",
    inUse: "A coupon is restricted to this category: change the coupon first.",
  },
  fr: {
    ownParent: "Une catégorie ne peut pas être placée sous elle-même ni sous l'une de ses sous-catégories.",
    unknownParent: "La boutique n'a pas de catégorie avec cet identifiant.",
    unknownIds: "La boutique n'a pas de catégorie avec les identifiants {ids}.",
    inUse: "Un coupon est limité à cette catégorie : modifiez d'abord le coupon.",
  },
  ar: {
    ownParent: "لا يمكن وضع فئة تحت نفسها أو تحت إحدى فئاتها الفرعية.",
    unknownParent: "لا توجد في المتجر فئة بهذا المعرّف.",
    unknownIds: "لا توجد في المتجر فئات بالمعرّفات {ids}.",
    inUse: "هناك قسيمة مقتصرة على هذه الفئة: عدّل القسيمة أولاً.",
  },
});
// What a product's write names that the store or the product does not have (lib/catalog/manage-products.ts).
export const productMessages = defineMessages({
  en: {
    notBrand: "The store has no brand with this id.",
    notSupplier: "The store has no supplier with this id.",
    notCategories: "The store has no category with the ids {ids}.",
    notColor: "The product has no color with this id.",
    notGroup: "The product has no option group with this id.",
    notOption: "The option group has no option with this id.",
  },
  fr: {
    notBrand: "La boutique n'a pas de marque avec cet identifiant.",
    notSupplier: "La boutique n'a pas de fournisseur avec cet identifiant.",
    notCategories: "La boutique n'a pas de catégorie avec les identifiants {ids}.",
    notColor: "Le produit n'a pas de couleur avec cet identifiant.",
    notGroup: "Le produit n'a pas de groupe d'options avec cet identifiant.",
    notOption: "Le groupe d'options n'a pas d'option avec cet identifiant.",
  },
  ar: {
    notBrand: "لا توجد في المتجر علامة تجارية بهذا المعرّف.",
    notSupplier: "لا يوجد في المتجر مورّد بهذا المعرّف.",
    notCategories: "لا توجد في المتجر فئات بالمعرّفات {ids}.",
    notColor: "لا يوجد للمنتج لون بهذا المعرّف.",
    notGroup: "لا توجد للمنتج مجموعة خيارات بهذا المعرّف.",
    notOption: "لا يوجد في مجموعة الخيارات خيار بهذا المعرّف.",
  },
});

// The rules between a product's fields (lib/catalog/product-rules.ts).
export const productRuleMessages = defineMessages({
  en: {
    minMax: "The minimum per order cannot be above the maximum per order.",
    amountWithoutType: "Choose a discount type for this amount, or send no amount.",
    discountMissing: "A discount needs an amount above 0.",
    discountPercent: "A percentage discount cannot be above 100.",
    discountAbovePrice: "The discount cannot be above the price ({price}).",
    standardOptions: "Only a customizable product has option groups.",
    customizableVariants: "A customizable product has option groups, not colors, attributes or variants.",
    attributeRepeated: "Each attribute may be given once.",
    variantsWithoutAttributes: "Variants need the attributes whose values they name.",
    attributesWithoutVariants: "Attributes need variants: give a price and stock for each combination sold.",
    variantValues: "A variant names one value of each of the product's attributes ({names}).",
    variantRepeated: "Each combination of values may be given once.",
    variantColor: "A variant's color is one of the product's colors.",
    variantsColors: "Either every variant names one of the product's colors, or none does.",
    stockOnVariants: "A product with variants keeps its stock on each variant.",
    groupMinMax: "The minimum of options cannot be above the maximum.",
    groupMaxOptions: "The maximum of options cannot be above the number of options ({count}).",
  },
  fr: {
    minMax: "Le minimum par commande ne peut pas dépasser le maximum par commande.",
    amountWithoutType: "Choisissez un type de remise pour ce montant, ou n'envoyez pas de montant.",
    discountMissing: "Une remise doit avoir un montant supérieur à 0.",
    discountPercent: "Une remise en pourcentage ne peut pas dépasser 100.",
    discountAbovePrice: "La remise ne peut pas dépasser le prix ({price}).",
    standardOptions: "Seul un produit personnalisable a des groupes d'options.",
    customizableVariants: "Un produit personnalisable a des groupes d'options, pas de couleurs, d'attributs ni de variantes.",
    attributeRepeated: "Chaque attribut ne peut être donné qu'une fois.",
    variantsWithoutAttributes: "Les variantes demandent les attributs dont elles nomment les valeurs.",
    attributesWithoutVariants: "Les attributs demandent des variantes : donnez un prix et un stock pour chaque combinaison vendue.",
    variantValues: "Une variante nomme une valeur de chacun des attributs du produit ({names}).",
    variantRepeated: "Chaque combinaison de valeurs ne peut être donnée qu'une fois.",
    variantColor: "La couleur d'une variante est l'une des couleurs du produit.",
    variantsColors: "Soit chaque variante nomme l'une des couleurs du produit, soit aucune.",
    stockOnVariants: "Un produit à variantes a son stock sur chaque variante.",
    groupMinMax: "Le minimum d'options ne peut pas dépasser le maximum.",
    groupMaxOptions: "Le maximum d'options ne peut pas dépasser le nombre d'options ({count}).",
  },
  ar: {
    minMax: "لا يمكن أن يتجاوز الحد الأدنى للطلب الحد الأقصى للطلب.",
    amountWithoutType: "اختر نوع الخصم لهذا المبلغ، أو لا ترسل مبلغًا.",
    discountMissing: "يحتاج الخصم إلى مبلغ أكبر من 0.",
    discountPercent: "لا يمكن أن يتجاوز الخصم بالنسبة المئوية 100.",
    discountAbovePrice: "لا يمكن أن يتجاوز الخصم السعر ({price}).",
    standardOptions: "المنتج القابل للتخصيص وحده له مجموعات خيارات.",
    customizableVariants: "للمنتج القابل للتخصيص مجموعات خيارات، لا ألوان ولا خصائص ولا متغيرات.",
    attributeRepeated: "لا يمكن ذكر كل خاصية إلا مرة واحدة.",
    variantsWithoutAttributes: "تحتاج المتغيرات إلى الخصائص التي تذكر قيمها.",
    attributesWithoutVariants: "تحتاج الخصائص إلى متغيرات: حدد سعرًا ومخزونًا لكل تركيبة معروضة للبيع.",
    variantValues: "يذكر المتغير قيمة واحدة من كل خاصية من خصائص المنتج ({names}).",
    variantRepeated: "لا يمكن ذكر كل تركيبة من القيم إلا مرة واحدة.",
    variantColor: "لون المتغير أحد ألوان المنتج.",
    variantsColors: "إما أن يذكر كل متغير أحد ألوان المنتج، وإما ألا يذكره أي متغير.",
    stockOnVariants: "المنتج ذو المتغيرات يحفظ مخزونه في كل متغير.",
    groupMinMax: "لا يمكن أن يتجاوز الحد الأدنى للخيارات الحد الأقصى.",
    groupMaxOptions: "لا يمكن أن يتجاوز الحد الأقصى للخيارات عدد الخيارات ({count}).",
  },
});

// A picture named by upload id that the store's gallery does not have (lib/catalog/gallery.ts).
export const galleryMessages = defineMessages({
  en: { notPicture: "The store's gallery has no picture with the id {id}." },
  fr: { notPicture: "La galerie de la boutique n'a pas d'image avec l'identifiant {id}." },
  ar: { notPicture: "لا توجد في معرض المتجر صورة بالمعرّف {id}." },
});

// A permalink the owner gives that the store already uses (lib/catalog/slugs.ts).
export const slugMessages = defineMessages({
  en: { taken: "This slug is already used in the store." },
  fr: { taken: "Ce slug est déjà utilisé dans la boutique." },
  ar: { taken: "هذا الرابط مستخدم بالفعل في المتجر." },
});

// Refusals of the listing parameters of ours (lib/catalog/finding.ts).
export const findingMessages = defineMessages({
  en: { priceRange: "The min_price must not be above the max_price." },
  fr: { priceRange: "Le min_price ne doit pas dépasser le max_price." },
  ar: { priceRange: "يجب ألا يتجاوز min_price قيمة max_price." },
});
