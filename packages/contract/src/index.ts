export * from "./constants";
export * from "./messages";
export * from "./entities";
export * from "./requests";
export * from "./filter";
export * from "./breadcrumbs";
export * from "./format";
export * from "./admin";
