export * from "./constants";
export * from "./messages";
export * from "./report-calendar";
export * from "./report-rules";
export * from "./schemas";
export * from "./site";
export * from "./types";
