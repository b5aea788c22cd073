// Filled in by the endpoint migration (issue 21).
export {};
