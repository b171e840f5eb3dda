export * from "./auth";
export * from "./care";
export * from "./catalogue";
export * from "./commerce";
export * from "./events";
export * from "./ledger";
export * from "./ops";
export * from "./people";
