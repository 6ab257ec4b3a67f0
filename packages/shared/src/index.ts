export * from "./constants";
export * from "./messages";
export * from "./organizations";
export * from "./schemas";
export * from "./site";
export * from "./types";
