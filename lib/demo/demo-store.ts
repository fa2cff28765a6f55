// The main demo store: a Casablanca home and lifestyle shop with a full catalog, delivery across
// Morocco, five payment methods and a customer with a long order history.
import { demoAttributes, demoBrands, demoCategories, demoProducts } from "./demo-catalog";
import { demoMarketing } from "./demo-marketing";
import { demoOrders } from "./demo-orders";
import type { StoreSeed } from "./types";

// The demo sandbox credentials, printed in the README ("Demo payment credentials"); Google Pay is
// charged through Stripe with the same keys.
const DEMO_STRIPE_CREDENTIALS = {
  secret_key: "sk_test_demo_51AtlasHomeSandbox",
  publishable_key: "pk_test_demo_51AtlasHomeSandbox",
  webhook_secret: "whsec_demo_AtlasHomeSandboxSigningSecret",
};

export const DEMO_PASSWORD = "password";

export const demoStore: StoreSeed = {
  subdomain: "demo",
  name: "Atlas Home & Style",
  address: "27 Boulevard d'Anfa, Maarif, Casablanca 20330, Morocco",
  language: "en",
  timezone: "Africa/Casablanca",
  country: "MA",
  currencyCode: "MAD",
  prompt:
    "Atlas Home & Style is a Casablanca boutique selling handcrafted Moroccan home décor and lifestyle goods: " +
    "Fez and Safi ceramics, Beni Ourain and kilim rugs, brass lanterns, leather from the Fez tanneries, tea ware " +
    "and pantry goods, sourced directly from artisan cooperatives across the country. Speak warmly and simply, " +
    "tell where and how each piece is made, avoid hype and exclamation marks. Prices are in Moroccan dirham; " +
    "delivery is free in Morocco above 500 DH and cash on delivery is available everywhere.",
  theme: {
    h1: { font: "Playfair Display", light_color: "#1f2a44", dark_color: "#f5efe6" },
    h2: { font: "Playfair Display", light_color: "#1f2a44", dark_color: "#f5efe6" },
    h3: { font: "Inter", light_color: "#b5523b", dark_color: "#e8a87c" },
    h4: { font: "Inter", light_color: "#3a3a3a", dark_color: "#d9d4cc" },
    // The contract says the leading # is sometimes absent: this one keeps that case in the data.
    paragraph: { font: "Inter", light_color: "4a4a4a", dark_color: "#d9d4cc" },
    button: { light_color: "#ffffff", dark_color: "#1f2a44", light_bg: "#c0583a", dark_bg: "#e8a87c" },
    body: { light_bg: "#fbf7f2", dark_bg: "#14181f" },
  },
  palette: { from: "#fbf7f2", to: "#f2e3d0", accent: "#c0583a", ink: "#1f2a44" },
  skuPrefix: "ATL",
  firstOrderNumber: 101,
  dispatchCity: "Casablanca",
  carrier: "Amana",
  currencies: [
    { code: "MAD", name: "Moroccan Dirham", symbol: "DH", rate: "1" },
    { code: "USD", name: "US Dollar", symbol: "$", rate: "0.1" },
    { code: "EUR", name: "Euro", symbol: "€", rate: "0.092" },
    { code: "GBP", name: "Pound Sterling", symbol: "£", rate: "0.079", isActive: false },
  ],
  owner: { name: "Salma Bennani", email: "owner@example.com", password: DEMO_PASSWORD },
  customers: [
    {
      name: "Yasmine El Amrani",
      email: "customer@example.com",
      password: DEMO_PASSWORD,
      phone: "0612345678",
      phoneCode: "+212",
      joinedDaysAgo: 150,
      address: { line: "14 Rue Ibnou Mounir, Apt 6", city: "MA:Casablanca-Settat", state: "Casablanca", postCode: "20330" },
    },
    {
      name: "Sara Benali",
      email: "sara@example.com",
      password: DEMO_PASSWORD,
      phone: "0661234567",
      phoneCode: "+212",
      joinedDaysAgo: 70,
      address: { line: "8 Avenue Mohammed V", city: "MA:Rabat-Sale-Kenitra", state: "Rabat", postCode: "10020" },
    },
  ],
  categories: demoCategories,
  brands: demoBrands,
  attributes: demoAttributes,
  products: demoProducts,
  reviewCount: 42,
  marketing: demoMarketing,
  // Morocco's regions and towns are reference data; France and Spain have the store's own.
  countries: [
    { code: "MA", isActive: true, cities: [] },
    {
      code: "FR",
      isActive: true,
      cities: [
        { name: "Paris", code: "PAR", states: ["1er arrondissement", "11e arrondissement", "15e arrondissement"] },
        { name: "Lyon", code: "LYS", states: ["Presqu'île", "Croix-Rousse", "Part-Dieu"] },
      ],
    },
    {
      code: "ES",
      isActive: false,
      cities: [{ name: "Madrid", code: "MAD", states: ["Centro", "Salamanca", "Chamberí"] }],
    },
  ],
  shippingZones: [
    {
      name: "Morocco nationwide",
      country: "MA",
      rates: [
        {
          title: "Standard delivery",
          type: "flat",
          amount: "30.00",
          freeAbove: "500.00",
          time: "2-4 days",
          from: "Casablanca",
          carrier: "Amana",
        },
        { title: "Express delivery", type: "flat", amount: "60.00", time: "24 hours", from: "Casablanca", carrier: "CTM Messagerie" },
      ],
    },
    {
      name: "Casablanca same day",
      country: "MA",
      places: ["MA:Casablanca-Settat:Casablanca"],
      rates: [
        {
          title: "Same-day delivery",
          type: "per_item",
          amount: "15.00",
          time: "Same day for orders before 1 pm",
          from: "Casablanca",
          carrier: "Atlas courier",
        },
      ],
    },
  ],
  pickupPoints: [
    {
      name: "Atlas Home Showroom Maarif",
      address: "27 Boulevard d'Anfa, Maarif, Casablanca",
      phone: "+212522123456",
      openingHours: "Mon-Sat 10:00-19:30",
      place: "MA:Casablanca-Settat:Casablanca",
    },
    {
      name: "Atlas Home Corner Gueliz",
      address: "112 Avenue Mohammed V, Gueliz, Marrakech",
      phone: "+212524987654",
      openingHours: "Mon-Sun 10:00-20:00",
      place: "MA:Marrakech-Safi:Marrakech",
    },
  ],
  paymentMethods: [
    {
      provider: "COD",
      name: "Cash On Delivery",
      instruction: "Pay the courier in cash when your parcel arrives. Please have the exact amount ready.",
      sandbox: false,
      logo: { label: "COD", bg: "#1f2a44", fg: "#f2c46d" },
    },
    {
      provider: "STRIPE",
      name: "Credit / Debit Card (Stripe)",
      instruction: "Pay securely by Visa, Mastercard or Apple Pay. Your card is charged when you place the order.",
      sandbox: true,
      credentials: DEMO_STRIPE_CREDENTIALS,
      logo: { label: "stripe", bg: "#635bff", fg: "#ffffff" },
    },
    {
      provider: "PAYPAL",
      name: "PayPal",
      instruction: "You will be redirected to PayPal to approve the payment.",
      sandbox: true,
      credentials: {
        client_id: "AbDemoAtlasHomeSandboxClientId",
        client_secret: "EDemoAtlasHomeSandboxClientSecret",
        webhook_id: "WH-DEMO-ATLAS-HOME-0001",
      },
      settlementCurrency: "EUR",
      logo: { label: "PayPal", bg: "#ffc439", fg: "#003087" },
    },
    {
      provider: "CMI",
      name: "CMI (Moroccan cards)",
      instruction: "Pay with any Moroccan bank card on the secure CMI page. Not available in the mobile app.",
      sandbox: true,
      credentials: { client_id: "600000000", store_key: "TEST|KEY" },
      logo: { label: "CMI", bg: "#e30613", fg: "#ffffff" },
    },
    {
      provider: "GPAY",
      name: "Google Pay",
      instruction: "Pay with a card saved in your Google account, charged through Stripe when you place the order.",
      sandbox: true,
      credentials: DEMO_STRIPE_CREDENTIALS,
      logo: { label: "G Pay", bg: "#ffffff", fg: "#3c4043" },
    },
  ],
  coupons: [
    { code: "WELCOME10", type: "PERCENTAGE", value: "10.00", startsInDays: -200, perCustomerLimit: 1 },
    { code: "FREESHIP", type: "FIXED", value: "0.00", minSubtotal: "300.00", freeShipping: true, startsInDays: -60 },
    { code: "SUMMER24", type: "PERCENTAGE", value: "15.00", minSubtotal: "400.00", startsInDays: -240, endsInDays: -150, usageLimit: 200 },
  ],
  orders: demoOrders,
  campaign: {
    topic: "Spring tea season",
    startsInDays: -3,
    posts: [
      {
        caption: "Tea glasses painted by hand in Fez, six to a set: the first mint tea of spring tastes better in them. In the shop now.",
        product: "painted-tea-glasses-set",
        publishedDaysAgo: 2,
      },
      {
        caption: "Slow-cooked in clay: our Berber tagine, 30 cm, shaped and fired in Safi. Free delivery in Morocco above 500 DH.",
        product: "berber-clay-tagine-30cm",
        scheduledInDays: 3,
      },
    ],
  },
};
