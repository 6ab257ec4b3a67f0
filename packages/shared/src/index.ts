export * from "./access";
export * from "./constants";
export * from "./lists";
export * from "./messages";
export * from "./responses";
export * from "./schemas";
export * from "./site";
export * from "./types";
