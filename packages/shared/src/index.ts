export * from "./constants";
export * from "./contact-formats";
export * from "./messages";
export * from "./review";
export * from "./schemas";
export * from "./site";
export * from "./types";
