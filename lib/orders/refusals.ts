import { refusal } from "../core/errors";
import { orderMessages } from "./messages";

// The refusal every order lookup gives, on both APIs: another store's order, another customer's
// on the customer API, and an id that does not exist answer alike.

export const orderNotFound = refusal("not_found", "No order of the store (of the customer, on the customer API) has this id: `Order not found.`");

export const noSuchOrder = (language: string) => orderNotFound.error(orderMessages(language, "notFound"));
