export * from "./account";
export * from "./constants";
export * from "./messages";
export * from "./schemas";
export * from "./site";
export * from "./types";
