import { ownPlaceRemoval } from "../../own-place-removal";

export const DELETE = ownPlaceRemoval("state", "Removes a state the store added");
