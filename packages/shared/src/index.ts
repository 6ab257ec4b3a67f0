export * from "./constants";
export * from "./messages";
export * from "./schemas";
export * from "./site";
export * from "./types";
export * from "./urls";
