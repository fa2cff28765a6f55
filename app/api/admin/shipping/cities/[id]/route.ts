import { ownPlaceRemoval } from "../../own-place-removal";

export const DELETE = ownPlaceRemoval("city", "Removes a city the store added, with its states");
