/** The same keys as an English message tree, with any wording: how zh is typed against en. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
